import { expect, userEvent, waitFor, within } from 'storybook/test';
import { engagementStrings } from '@tonewood/design-system';
import { langOf, type Lang } from '../support/locale';

// Shared play steps for the quote and the contact request stories (same fields, same rules).
const requestText = (lang: Lang) => engagementStrings[lang];

async function fillRequest(root: HTMLElement, lang: Lang) {
  const t = requestText(lang);
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: t.name }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: t.email }), 'ada@example.com');
  await userEvent.type(
    canvas.getByRole('textbox', { name: t.location }),
    lang === 'de' ? 'Leipzig, Deutschland' : 'Leipzig, Germany',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: t.consent }));
}

async function submitRequest(root: HTMLElement, label: string) {
  await userEvent.click(within(root).getByRole('button', { name: label }));
}

async function expectFieldErrors(root: HTMLElement, lang: Lang) {
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

async function fillHoneypot(root: HTMLElement) {
  root.querySelector<HTMLInputElement>('input[name="honeypot"]')!.focus();
  await userEvent.keyboard('https://cheap-pills.example');
}

/** Matches a field label followed by the library's "(optional)" marker, however the spacing is computed. */
export const optionalLabel = (label: string) => (name: string) =>
  name.startsWith(label) && /\(optional\)$/.test(name.replace(/\s+/g, ' '));

function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}

type RequestPlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown>; args: { submit: unknown } };

/**
 * The play functions of the quote and the contact request stories: the forms share their fields
 * and rules, and differ only in the send button's label and the annotation field's label.
 */
export function requestFormPlays(kind: 'quote' | 'contact') {
  const sendLabel = (lang: Lang) => requestText(lang)[kind === 'quote' ? 'sendQuote' : 'sendContact'];
  const annotationLabel = (lang: Lang) => requestText(lang)[kind === 'quote' ? 'quoteAnnotation' : 'contactAnnotation'];
  return {
    idle: async ({ canvasElement, globals }: RequestPlayContext) => {
      const lang = langOf({ globals });
      const t = requestText(lang);
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('link', { name: t.privacy })).toHaveAttribute('href', '/privacy');
      await expect(canvas.getByRole('textbox', { name: optionalLabel(annotationLabel(lang)) })).toBeVisible();
      await expect(canvas.getByRole('button', { name: sendLabel(lang) })).toBeEnabled();
    },
    /** An empty submit marks every required field and the consent; nothing is sent. */
    errors: async ({ canvasElement, globals, args }: RequestPlayContext) => {
      const lang = langOf({ globals });
      await submitRequest(canvasElement, sendLabel(lang));
      await expectFieldErrors(canvasElement, lang);
      await expect(args.submit).not.toHaveBeenCalled();
      blurActive();
    },
    success: async ({ canvasElement, globals, args }: RequestPlayContext) => {
      const lang = langOf({ globals });
      const t = requestText(lang);
      await fillRequest(canvasElement, lang);
      await submitRequest(canvasElement, sendLabel(lang));
      await expect(await within(canvasElement).findByText(t.successTitle)).toBeVisible();
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.successText);
      await expect(args.submit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', consent: true, honeypot: '' }),
      );
    },
    /** A filled honeypot blocks the submission with the spam message. */
    spam: async ({ canvasElement, globals, args }: RequestPlayContext) => {
      const lang = langOf({ globals });
      await fillRequest(canvasElement, lang);
      await fillHoneypot(canvasElement);
      await submitRequest(canvasElement, sendLabel(lang));
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(requestText(lang).spam);
      await expect(args.submit).not.toHaveBeenCalled();
      blurActive();
    },
    /** The site function could not send the email: the form stays filled and says so. */
    sendError: async ({ canvasElement, globals, args }: RequestPlayContext) => {
      const lang = langOf({ globals });
      const t = requestText(lang);
      await fillRequest(canvasElement, lang);
      await submitRequest(canvasElement, sendLabel(lang));
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t.sendError);
      await expect(args.submit).toHaveBeenCalledTimes(1);
      await expect(within(canvasElement).getByRole('textbox', { name: t.name })).toHaveValue('Ada Lovelace');
      blurActive();
    },
  };
}
