// The /about request form against a site function that refuses a field: the server's message (in
// the language the page sends along) lands on that field. Plain createElement, as the site's unit
// tests are .ts files.
import { fieldMessage, formFields } from '@tonewood/rules';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { I18nProvider } from 'react-aria';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactRequest from './ContactRequest';

const nameRule = formFields.contactRequest.name;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A site function that refuses the name as too long, worded in the language the body names. */
function refusingName() {
  const fetcher = vi.fn(async (_url: string, init: RequestInit) => {
    const { locale } = JSON.parse(String(init.body)) as { locale: 'en' | 'de' };
    const body = { success: false, message: 'invalid', errors: { name: fieldMessage(locale, 'tooLong', nameRule) } };
    return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('ContactRequest', () => {
  it("shows the server's refusal of the name on the name field, in German on a German page", async () => {
    const fetcher = refusingName();
    render(
      createElement(I18nProvider, { locale: 'de-DE', children: createElement(ContactRequest, { language: 'de' }) }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Jonas' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-Mail/ }), { target: { value: 'jonas@example.org' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Land/ }), { target: { value: 'Leipzig' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(describedText(name)).toContain(fieldMessage('de', 'tooLong', nameRule)));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
