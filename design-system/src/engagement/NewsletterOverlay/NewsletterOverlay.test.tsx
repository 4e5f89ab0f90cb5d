import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import { NewsletterOverlay, type NewsletterOverlayProps } from './NewsletterOverlay';

function renderOverlay(props: Partial<NewsletterOverlayProps>) {
  const onResult = vi.fn();
  const submit = props.submit ?? vi.fn(async () => ({ success: true, message: 'ok' }));
  const view = render(
    <I18nProvider locale="en-US">
      <NewsletterOverlay defaultOpen submit={submit} onResult={onResult} {...props} />
    </I18nProvider>,
  );
  return { ...view, submit, onResult };
}

/** The texts the field's aria-describedby points at: its description and its error. */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const tab = () => document.querySelector('[data-slot="newsletter-overlay"]')?.getAttribute('data-tab');

async function submitValid() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'ada@tonewood.de' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterOverlay', () => {
  it('stays on tab1 and sends nothing while the form is invalid', async () => {
    const { submit } = renderOverlay({});
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Please enter a valid email address.');
    expect(tab()).toBe('tab1');
    expect(submit).not.toHaveBeenCalled();
  });

  it('counts a rejected submit as { message: "Error", success: false } and shows the error on tab3', async () => {
    const { onResult } = renderOverlay({ submit: vi.fn(() => Promise.reject(new Error('offline'))) });
    await submitValid();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(tab()).toBe('tab3');
    expect(onResult).toHaveBeenCalledWith({ message: 'Error', success: false });
  });

  it('starts on tab1 again after closing', async () => {
    const { rerender, submit, onResult } = renderOverlay({ open: true });
    await submitValid();
    await screen.findByRole('heading', { name: 'Almost done!' });
    const again = (open: boolean) => (
      <I18nProvider locale="en-US">
        <NewsletterOverlay open={open} submit={submit} onResult={onResult} />
      </I18nProvider>
    );
    rerender(again(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(again(true));
    await screen.findByRole('dialog');
    expect(tab()).toBe('tab1');
  });

  it("keeps tab1 and shows the server's refusal on its field, the message key translated in the page's language", async () => {
    const refusal = { success: false, message: 'Bitte prüfe die markierten Felder.' };
    const submit = vi.fn(async () => ({ ...refusal, errors: { name: 'newsletterForm.layerFormErrorTooLong' } }));
    const onResult = vi.fn();
    render(
      <I18nProvider locale="de-DE">
        <NewsletterOverlay defaultOpen submit={submit} onResult={onResult} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), { target: { value: 'ada@tonewood.de' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(describedText(name)).toContain('Bitte verwende höchstens 100 Zeichen.'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(tab()).toBe('tab1');
    expect(onResult).not.toHaveBeenCalled();
  });
});
