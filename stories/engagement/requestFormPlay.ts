import { expect, userEvent, waitFor, within } from 'storybook/test';
import { engagementStrings } from '@tonewood/design-system';
import type { Lang } from '../support/locale';

// Shared play steps for the quote and the contact request stories (same fields, same rules).
const locales = { en: 'en-US', de: 'de-DE' } as const;
export const requestText = (lang: Lang) => engagementStrings[locales[lang]];

export async function fillRequest(root: HTMLElement, lang: Lang) {
  const t = requestText(lang);
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: t.name }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: t.email }), 'ada@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: t.location }), 'Hamburg, Germany');
  await userEvent.click(canvas.getByRole('checkbox', { name: t.consent }));
}

export async function submitRequest(root: HTMLElement, label: string) {
  await userEvent.click(within(root).getByRole('button', { name: label }));
}

export async function expectFieldErrors(root: HTMLElement, lang: Lang) {
  const t = requestText(lang);
  const canvas = within(root);
  await waitFor(() => expect(canvas.getAllByText(t.required)).toHaveLength(3));
  await expect(canvas.getByText(t.consentRequired)).toBeVisible();
  await userEvent.type(canvas.getByRole('textbox', { name: t.email }), 'ada@');
  await userEvent.tab();
  await submitRequestByType(root);
  await expect(await canvas.findByText(t.invalidEmail)).toBeVisible();
}

async function submitRequestByType(root: HTMLElement) {
  await userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
}

export async function fillHoneypot(root: HTMLElement) {
  root.querySelector<HTMLInputElement>('input[name="honeypot"]')!.focus();
  await userEvent.keyboard('https://cheap-pills.example');
}

/** Matches a field label followed by the library's "(optional)" marker, however the spacing is computed. */
export const optionalLabel = (label: string) => (name: string) =>
  name.startsWith(label) && /\(optional\)$/.test(name.replace(/\s+/g, ' '));

export function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}
