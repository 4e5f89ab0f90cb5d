import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactRequestForm } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import {
  blurActive,
  expectFieldErrors,
  fillHoneypot,
  fillRequest,
  optionalLabel,
  requestText,
  submitRequest,
} from './requestFormPlay';

const meta = {
  title: 'Engagement/ContactRequestForm',
  component: ContactRequestForm,
  args: { privacyHref: '/privacy', submit: fn(async () => 'sent' as const) },
  render: (args) => (
    <div className="max-w-2xl">
      <ContactRequestForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ContactRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const sendLabel = (lang: 'en' | 'de') => requestText(lang).sendContact;

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = requestText(langOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t.privacy })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('textbox', { name: optionalLabel(t.contactAnnotation) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: sendLabel(langOf({ globals })) })).toBeEnabled();
  },
};

export const IdleOnPhone: Story = { ...Idle, globals: mobile };

/** An empty submit marks every required field and the consent; nothing is sent. */
export const Errors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    await submitRequest(canvasElement, sendLabel(lang));
    await expectFieldErrors(canvasElement, lang);
    await expect(args.submit).not.toHaveBeenCalled();
    blurActive();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, globals, args }) => {
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
};

/** A filled honeypot blocks the submission with the spam message. */
export const Spam: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    await fillRequest(canvasElement, lang);
    await fillHoneypot(canvasElement);
    await submitRequest(canvasElement, sendLabel(lang));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(requestText(lang).spam);
    await expect(args.submit).not.toHaveBeenCalled();
    blurActive();
  },
};

/** The site function could not send the email: the form stays filled and says so. */
export const SendError: Story = {
  args: { submit: fn(async () => Promise.reject(new Error('SMTP 451'))) },
  play: async ({ canvasElement, globals, args }) => {
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
