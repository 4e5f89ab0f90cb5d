import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner, engagementStrings } from '@tonewood/design-system';
import { inLang, langOf, mobile, type Lang } from '../support/locale';

const text = (lang: Lang) => engagementStrings[lang];

const page = {
  en: {
    title: 'Handmade guitars and basses',
    text: 'Every instrument is built to order in our workshop in Leipzig.',
    link: 'Browse the guitars',
  },
  de: {
    title: 'Handgebaute Gitarren und Bässe',
    text: 'Jedes Instrument wird in unserer Leipziger Werkstatt auf Bestellung gebaut.',
    link: 'Zu den Gitarren',
  },
};

const meta = {
  title: 'Engagement/CookieBanner',
  component: CookieBanner,
  args: { cookiesHref: '/cookies', onAcceptAll: fn(), onDeclineAll: fn(), onSave: fn() },
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
  // The banner sits over a page; the page stays usable (no modal, no focus trap).
  render: (args, context) => {
    const c = inLang(context, page);
    return (
      <>
        <main className="mx-auto max-w-3xl px-6 py-12">
          <h1 className="font-display text-4xl font-semibold">{c.title}</h1>
          <p className="mt-3 text-walnut-700">{c.text}</p>
          <a href="#guitars" className="mt-4 inline-block text-amber-800 underline underline-offset-4">
            {c.link}
          </a>
        </main>
        <CookieBanner {...args} cookiesHref={langOf(context) === 'de' ? '/de/cookies' : '/cookies'} />
      </>
    );
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (root: HTMLElement, lang: Lang) => within(root).getByRole('region', { name: text(lang).cookieTitle });
const button = (root: HTMLElement, name: string) => within(root).getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const t = text(lang);
    const region = banner(canvasElement, lang);
    await expect(within(region).getByRole('link', { name: t.cookieLink })).toHaveAttribute(
      'href',
      lang === 'de' ? '/de/cookies' : '/cookies',
    );
    // Not a modal: the page's own link is reachable, and Tab walks on into the banner.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    within(canvasElement)
      .getByRole('link', { name: inLang({ globals }, page).link })
      .focus();
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: t.cookieLink })).toHaveFocus();
    await userEvent.click(button(region, t.acceptAll));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(button(region, t.declineAll));
    await expect(args.onDeclineAll).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
    // Park the focus so the baseline shows the banner at rest.
    (document.activeElement as HTMLElement).blur();
  },
};

export const DefaultOnPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const region = banner(canvasElement, langOf({ globals }));
    await expect(region.getBoundingClientRect().width).toBe(390);
  },
};

/** Customize: necessary is always on; changing a category flags unsaved changes until saved. */
export const CustomizeWithUnsavedChanges: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = text(langOf({ globals }));
    const region = banner(canvasElement, langOf({ globals }));
    const customize = button(region, t.customize);
    await userEvent.click(customize);
    const r = within(region);
    const necessary = r.getByRole('checkbox', { name: `${t.necessary} (${t.alwaysOn})` });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    // Focus moves to the first choice the visitor can change.
    const functional = r.getByRole('checkbox', { name: t.functional });
    await waitFor(() => expect(functional).toHaveFocus());
    await expect(functional).not.toBeChecked();
    await expect(region.querySelector('[data-slot="cookie-unsaved"]')).toHaveTextContent('');
    await userEvent.keyboard(' ');
    await expect(functional).toBeChecked();
    await expect(r.getByRole('status')).toHaveTextContent(t.unsaved);
    // Back and forth again: unchecking returns to the saved state, so nothing is flagged.
    await userEvent.click(functional);
    await expect(r.getByRole('status')).toHaveTextContent('');
    await userEvent.click(r.getByRole('checkbox', { name: t.optional }));
    await expect(r.getByRole('status')).toHaveTextContent(t.unsaved);
    await expect(args.onSave).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
  },
};

export const CustomizeOnPhone: Story = { ...CustomizeWithUnsavedChanges, globals: mobile };

/** Save reports the chosen categories; the flag clears; back returns focus to the customize button. */
export const CustomizeAndSave: Story = {
  args: { defaultMode: 'customize', savedCategories: { functional: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = text(langOf({ globals }));
    const region = banner(canvasElement, langOf({ globals }));
    const r = within(region);
    await expect(r.getByRole('checkbox', { name: t.functional })).toBeChecked();
    await userEvent.click(r.getByRole('checkbox', { name: t.optional }));
    await expect(r.getByRole('status')).toHaveTextContent(t.unsaved);
    await userEvent.click(button(region, t.save));
    await expect(args.onSave).toHaveBeenCalledWith({ necessary: true, functional: true, optional: true });
    await expect(r.getByRole('status')).toHaveTextContent(t.saved);
    await userEvent.click(button(region, t.back));
    await waitFor(() => expect(button(region, t.customize)).toHaveFocus());
    (document.activeElement as HTMLElement).blur();
  },
};
