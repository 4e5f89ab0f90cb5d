import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import { RequestForm } from './RequestForm';
import type { RequestOutcome } from './RequestForm';

/** The texts the field's aria-describedby points at: its description and its error. */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderForm(submit: () => Promise<RequestOutcome>) {
  render(
    <I18nProvider locale="en-US">
      <RequestForm kind="contact" privacyHref="/privacy" submit={submit} />
    </I18nProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Country/ }), { target: { value: 'Leipzig' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('RequestForm', () => {
  it("puts the server's field errors on their fields and stays open", async () => {
    const submit = vi.fn(async () => ({ fieldErrors: { location: 'Please use at most 100 characters' } }));
    renderForm(submit);
    const location = screen.getByRole('textbox', { name: /^Country/ });
    await waitFor(() => expect(describedText(location)).toContain('Please use at most 100 characters'));
    expect(location.getAttribute('aria-invalid')).toBe('true');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-slot="contact-request-form"]')?.getAttribute('data-state')).toBe('idle');
    expect(document.querySelector('[data-slot="request-form-error"]')).toBeNull();
  });

  it('counts a refusal of a field the form does not have as failed', async () => {
    renderForm(vi.fn(async () => ({ fieldErrors: { reference: 'Please check the format of this entry' } })));
    await waitFor(() =>
      expect(document.querySelector('[data-slot="request-form-error"]')?.textContent).toBe(
        'Error sending email. Please try again later.',
      ),
    );
  });
});
