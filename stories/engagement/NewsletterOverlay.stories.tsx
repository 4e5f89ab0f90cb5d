import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterButton, NewsletterOverlay, newsletterMessages } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

// Closing and returning focus can take more than waitFor's default second on a busy CI machine.
const slow = { timeout: 4000 };

const text = (lang: Lang) => newsletterMessages[lang];

const meta = {
  title: 'Engagement/NewsletterOverlay',
  component: NewsletterOverlay,
  args: {
    defaultOpen: true,
    submit: fn(async () => ({ success: true, message: 'ok' })),
    onResult: fn(),
  },
} satisfies Meta<typeof NewsletterOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const overlay = async (lang: Lang) => body().findByRole('dialog', { name: text(lang)['newsletterForm.layerTitle'] });
const tabOf = (dialog: HTMLElement) =>
  dialog.querySelector('[data-slot="newsletter-overlay"]')?.getAttribute('data-tab');

async function fillValid(dialog: HTMLElement, lang: Lang) {
  const t = text(lang);
  const d = within(dialog);
  await userEvent.type(d.getByRole('textbox', { name: new RegExp(`^${t['newsletterForm.name']}`) }), 'Ada');
  await userEvent.type(d.getByRole('textbox', { name: t['newsletterForm.recipientEmail'] }), 'ada@tonewood.de');
  await userEvent.click(d.getByRole('checkbox', { name: t['newsletterForm.optIn'] }));
}

const request = (dialog: HTMLElement, lang: Lang) =>
  within(dialog).getByRole('button', { name: text(lang)['newsletterForm.request'] });

/** tab1: the form, with the request button in the footer. */
export const Tab1: Story = {
  play: async (context) => {
    const lang = langOf(context);
    const dialog = await overlay(lang);
    await expect(tabOf(dialog)).toBe('tab1');
    await expect(request(dialog, lang)).toHaveAttribute('type', 'submit');
    // The footer button sits outside the form and submits it through the form attribute.
    const form = dialog.querySelector('form')!;
    await expect(request(dialog, lang)).toHaveAttribute('form', form.id);
    await expect(form.contains(request(dialog, lang))).toBe(false);
  },
};

export const Tab1OnPhone: Story = { ...Tab1, globals: mobile };

/** An empty submit shows the email and opt-in messages and stays on tab1; nothing is sent. */
export const Tab1WithErrors: Story = {
  play: async (context) => {
    const lang = langOf(context);
    const t = text(lang);
    const dialog = await overlay(lang);
    await userEvent.click(request(dialog, lang));
    const d = within(dialog);
    await expect(await d.findByText(t['newsletterForm.layerFormErrorEmail'])).toBeVisible();
    await expect(d.getByText(t['newsletterForm.layerFormErrorOptIn'])).toBeVisible();
    await expect(d.getByRole('textbox', { name: t['newsletterForm.recipientEmail'] })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A malformed address still fails the text@text.text rule.
    await userEvent.type(d.getByRole('textbox', { name: t['newsletterForm.recipientEmail'] }), 'ada@tonewood');
    await userEvent.click(request(dialog, lang));
    await expect(d.getByText(t['newsletterForm.layerFormErrorEmail'])).toBeVisible();
    await expect(tabOf(dialog)).toBe('tab1');
    await expect(context.args.submit).not.toHaveBeenCalled();
  },
};

/** A valid submit moves to tab3; the site's answer was a success. */
export const Tab3Success: Story = {
  play: async (context) => {
    const lang = langOf(context);
    const t = text(lang);
    const dialog = await overlay(lang);
    await fillValid(dialog, lang);
    await userEvent.click(request(dialog, lang));
    const heading = await within(dialog).findByRole('heading', { name: t['newsletterForm.layerFormSuccess'] });
    await expect(tabOf(dialog)).toBe('tab3');
    await expect(within(dialog).getByText(t['newsletterForm.layerFormSuccessLabel'])).toBeVisible();
    await expect(context.args.submit).toHaveBeenCalledWith({
      name: 'Ada',
      recipientEmail: 'ada@tonewood.de',
      optIn: true,
      honeypot: '',
    });
    // Focus moves to the result, and the footer now offers the close button.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: t['newsletterForm.request'] })).toBeNull();
    await expect(within(dialog).getAllByRole('button', { name: t['newsletterForm.close'] })).toHaveLength(2);
  },
};

/** A valid submit whose request fails (network or parse error) still moves to tab3, with the error view. */
export const Tab3Error: Story = {
  args: { submit: fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async (context) => {
    const lang = langOf(context);
    const t = text(lang);
    const dialog = await overlay(lang);
    await fillValid(dialog, lang);
    await userEvent.click(request(dialog, lang));
    await expect(
      await within(dialog).findByRole('heading', { name: t['newsletterForm.layerFormError'] }),
    ).toBeVisible();
    await expect(within(dialog).getByText(t['newsletterForm.layerFormErrorLabel'])).toBeVisible();
    await expect(tabOf(dialog)).toBe('tab3');
    await expect(context.args.onResult).toHaveBeenCalledWith({ message: 'Error', success: false });
  },
};

export const Tab3ErrorOnPhone: Story = { ...Tab3Error, globals: mobile };

/** The site answered with success false: the same error view. */
export const Tab3ErrorFromServer: Story = {
  args: { submit: fn(async () => ({ success: false, message: 'Recipient rejected' })) },
  play: async (context) => {
    const lang = langOf(context);
    const dialog = await overlay(lang);
    await fillValid(dialog, lang);
    await userEvent.click(request(dialog, lang));
    await within(dialog).findByRole('heading', { name: text(lang)['newsletterForm.layerFormError'] });
    await expect(context.args.onResult).toHaveBeenCalledWith({ success: false, message: 'Recipient rejected' });
  },
};

/** Opened by the newsletter button; close on tab3 closes it, focus returns, and it reopens on tab1. */
export const CloseOnTab3: Story = {
  args: { defaultOpen: false },
  render: (args, context) => (
    <NewsletterOverlay
      {...args}
      trigger={<NewsletterButton>{langOf(context) === 'de' ? 'Newsletter abonnieren' : 'Subscribe'}</NewsletterButton>}
    />
  ),
  play: async (context) => {
    const lang = langOf(context);
    const t = text(lang);
    const trigger = within(context.canvasElement).getByRole('button');
    await userEvent.click(trigger);
    let dialog = await overlay(lang);
    await fillValid(dialog, lang);
    await userEvent.click(request(dialog, lang));
    await within(dialog).findByRole('heading', { name: t['newsletterForm.layerFormSuccess'] });
    const footerClose = dialog.querySelector<HTMLElement>('[data-slot="newsletter-close"]')!;
    await userEvent.click(footerClose);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(trigger).toHaveFocus(), slow);
    // The newsletter button is locked for 200 ms after a click; then it opens the panel on tab1.
    await waitFor(() => expect(trigger).toBeEnabled(), slow);
    await userEvent.click(trigger);
    dialog = await overlay(lang);
    await expect(tabOf(dialog)).toBe('tab1');
    await expect(within(dialog).getByRole('textbox', { name: t['newsletterForm.recipientEmail'] })).toHaveValue('');
    // Closed right after opening, while the button is still in its 200 ms lock: focus still
    // comes back to it (a disabled button cannot take focus; it once fell to the page's body).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(trigger).toHaveFocus(), slow);
    // Settle on the enabled button, so the baseline never catches the 200 ms lock.
    await waitFor(() => expect(trigger).toBeEnabled(), slow);
  },
};
