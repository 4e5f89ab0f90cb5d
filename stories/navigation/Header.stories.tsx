import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartLink, Header, LanguageCountryButton, LanguageCountryPanel } from '@tonewood/design-system';
import { inLang, langOf, mobile, smallPhone, type Lang } from '../support/locale';
import { sampleCountries, sampleMenu } from './sampleNavigation';

const copy = {
  en: {
    home: 'Tonewood, home',
    openMenu: 'Open menu',
    menu: 'Menu',
    guitars: 'Guitars',
    basses: 'Basses',
    cart: 'Cart',
    cart3: 'Cart, 3 items',
    cart2: 'Cart, 2 items',
    language: 'Language and shipping country: English, Germany',
  },
  de: {
    home: 'Tonewood, Startseite',
    openMenu: 'Menü öffnen',
    menu: 'Menü',
    guitars: 'Gitarren',
    basses: 'Bässe',
    cart: 'Warenkorb',
    cart3: 'Warenkorb, 3 Artikel',
    cart2: 'Warenkorb, 2 Artikel',
    language: 'Sprache und Lieferland: Deutsch, Deutschland',
  },
} satisfies Record<Lang, Record<string, string>>;

const meta = {
  title: 'Navigation/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { language: 'en', country: 'DE', cartQuantity: 2, onLanguageCountryClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'simplified'] } },
  render: (args, context) => {
    const lang = langOf(context);
    return (
      <Header
        {...args}
        language={lang}
        homeHref={lang === 'de' ? '/de' : '/'}
        cartHref={lang === 'de' ? '/de/cart' : '/cart'}
        menu={sampleMenu(lang)}
      />
    );
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const c = (globals: Record<string, unknown>) => copy[globals.locale === 'de' ? 'de' : 'en'];

export const Desktop: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = c(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t.home })).toHaveAttribute(
      'href',
      globals.locale === 'de' ? '/de' : '/',
    );
    await expect(canvas.getByRole('button', { name: t.guitars })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Blog' })).toBeVisible();
    // The phone menu button is display:none on desktop, so it is out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: t.openMenu })).toBeNull();
    const language = canvas.getByRole('button', { name: t.language });
    await expect(language).toHaveTextContent(globals.locale === 'de' ? 'de' : 'en');
    await userEvent.click(language);
    await expect(args.onLanguageCountryClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: t.cart2 })).toBeVisible();
  },
};

/** Required sign-off screenshot: the header with the Guitars dropdown open. */
export const MegaMenuOpen: Story = {
  name: 'Mega menu open (desktop)',
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { defaultOpenCategory: 'guitars' },
  decorators: [(Story) => <div className="min-h-[520px]">{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: c(globals).guitars })).toHaveAttribute('aria-expanded', 'true');
    const tiles = canvasElement.querySelectorAll('[data-slot="featured-tile"]');
    await expect(tiles).toHaveLength(3);
    await expect(
      canvas.getByRole('img', {
        name:
          globals.locale === 'de' ? 'Nightjar S in Amber-Burst, Vorderseite' : 'Nightjar S in amber burst, front view',
      }),
    ).toBeVisible();
  },
};

export const MegaMenuKeyboard: Story = {
  name: 'Mega menu: Enter, ArrowDown, Escape',
  decorators: [(Story) => <div className="min-h-[520px]">{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const t = c(globals);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: t.basses });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    // ArrowDown moves into the dropdown, to its first link (the first featured tile).
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-slot', 'featured-tile'));
    await expect(document.activeElement).toHaveAttribute(
      'href',
      globals.locale === 'de' ? '/de/basses/heron-p4' : '/basses/heron-p4',
    );
    // Escape closes it and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvasElement.querySelector('[data-slot="featured-tile"]')).toBeNull();
  },
};

export const CartEmpty: Story = {
  name: 'Cart badge hidden at 0',
  args: { cartQuantity: 0 },
  play: async ({ canvasElement, globals }) => {
    const cart = within(canvasElement).getByRole('link', { name: c(globals).cart });
    await expect(cart.querySelector('[data-slot="cart-badge"]')).toBeNull();
  },
};

export const CartWithItems: Story = {
  name: 'Cart badge at 3',
  args: { cartQuantity: 3 },
  play: async ({ canvasElement, globals }) => {
    const cart = within(canvasElement).getByRole('link', { name: c(globals).cart3 });
    const badge = cart.querySelector('[data-slot="cart-badge"]');
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toBeVisible();
  },
};

export const Simplified: Story = {
  name: 'Simplified (checkout)',
  args: { variant: 'simplified' },
  play: async ({ canvasElement, globals }) => {
    const t = c(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.openMenu })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.home })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.language })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.cart2 })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: c(globals).openMenu })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: c(globals).guitars })).toBeNull();
  },
};

export const SimplifiedOnPhone: Story = {
  name: 'Simplified on phone',
  args: { variant: 'simplified' },
  globals: mobile,
};

/** Required sign-off screenshot: the phone menu open. */
export const MobileMenuOpen: Story = {
  name: 'Mobile menu open (phone)',
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const t = c(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.openMenu }));
    const dialog = await within(document.body).findByRole('dialog', { name: t.menu });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(within(dialog).getByRole('tab', { name: t.guitars })).toHaveAttribute('aria-selected', 'true');
    // Park focus on the dialog itself so no focus ring lands in the screenshot.
    (dialog as HTMLElement).focus();
  },
};

export const MobileMenuKeyboard: Story = {
  name: 'Mobile menu: focus trap, Escape, focus returns',
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const t = c(globals);
    const trigger = within(canvasElement).getByRole('button', { name: t.openMenu });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: t.menu });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 25; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function WithLanguagePanel({ lang, initiallyOpen = false }: { lang: Lang; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [choice, setChoice] = useState<{ language: Lang; country: string }>({ language: lang, country: 'DE' });
  return (
    <Header
      menu={sampleMenu(lang)}
      language={choice.language}
      country={choice.country}
      cartQuantity={1}
      languagePanelOpen={open}
      onLanguagePanelOpenChange={setOpen}
      languagePanel={
        <LanguageCountryPanel
          hideHeading
          countries={sampleCountries(lang)}
          defaultLanguage={choice.language}
          defaultCountry={choice.country}
          onSave={(next) => {
            setChoice(next);
            setOpen(false);
          }}
        />
      }
    />
  );
}

export const LanguagePanelFromHeader: Story = {
  name: 'Language button opens the panel',
  render: (_args, context) => <WithLanguagePanel lang={langOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const t = c(globals);
    const button = within(canvasElement).getByRole('button', { name: t.language });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getByRole('heading', { name: 'Sprache & Lieferland / Language & shipping country' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'AT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern / Save' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The button now shows the new choice and focus is back on it.
    const updated = within(canvasElement).getByRole('button', {
      name:
        globals.locale === 'de'
          ? 'Sprache und Lieferland: Englisch, Österreich'
          : 'Language and shipping country: English, Austria',
    });
    await waitFor(() => expect(updated).toHaveFocus());
    await expect(updated.querySelector('[data-slot="country-flag"]')).toHaveAttribute('data-country', 'AT');
  },
};

export const LanguagePanelOpen: Story = {
  name: 'Language panel open',
  // The open drawer traps focus; on the docs page it gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
  render: (_args, context) => <WithLanguagePanel lang={langOf(context)} initiallyOpen />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Sprache & Lieferland / Language & shipping country',
    });
    await expect(within(dialog).getByRole('combobox', { name: 'Lieferland / Shipping country' })).toHaveValue('DE');
    (dialog as HTMLElement).focus();
  },
};

export const LanguagePanelOpenOnPhone: Story = {
  ...LanguagePanelOpen,
  name: 'Language panel open (phone)',
  globals: mobile,
};

const quantities = [0, 1, 3, 12, 150];
const countries = ['DE', 'AT', 'CH', 'NL', 'FR', 'IT', 'DK', 'SE', 'GB', 'US', 'XK'];

/** Every cart badge state and every flag the language button can show, in one grid. */
export const Powerset: Story = {
  parameters: { layout: 'padded' },
  render: (_args, context) => (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-4">
        {quantities.map((quantity) => (
          <div
            key={quantity}
            className="flex flex-col items-center gap-1 rounded-md border border-maple-300 bg-white p-2"
          >
            <code className="text-xs text-walnut-600">qty {quantity}</code>
            <CartLink href="/cart" quantity={quantity} />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-4">
        {(['en', 'de'] as const).flatMap((language) =>
          countries.map((country) => (
            <div
              key={`${language}-${country}`}
              className="flex flex-col items-center gap-1 rounded-md border border-maple-300 bg-white p-2"
            >
              <code className="text-xs text-walnut-600">
                {language} · {country}
              </code>
              <LanguageCountryButton language={language} country={country} />
            </div>
          )),
        )}
      </div>
      <p className="sr-only">{inLang(context, { en: 'Header controls', de: 'Header-Bedienelemente' })}</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = Array.from(canvasElement.querySelectorAll('[data-slot="cart-badge"]')).map((b) => b.textContent);
    await expect(badges).toEqual(['1', '3', '12', '99+']);
    await expect(canvasElement.querySelectorAll('[data-slot="language-country-button"]')).toHaveLength(22);
  },
};

/** The envelope button the shop wires to the newsletter overlay; locked for 200 ms after a click. */
export const WithNewsletterButton: Story = {
  args: { onSubscribe: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const name = globals.locale === 'de' ? 'Newsletter abonnieren' : 'Subscribe to the newsletter';
    const button = within(canvasElement).getByRole('button', { name });
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    button.blur();
  },
};

export const WithNewsletterButtonOnPhone: Story = {
  args: { onSubscribe: fn() },
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const name = globals.locale === 'de' ? 'Newsletter abonnieren' : 'Subscribe to the newsletter';
    // A phone's bar has no room beside search, language and cart: the footer's button serves phones.
    await expect(within(canvasElement).queryByRole('button', { name })).toBeNull();
  },
};

/** The search entry: a link to the search page that opens the search instead, also with `/`. */
export const WithSearch: Story = {
  name: 'With search (desktop): the entry and the / key',
  args: { searchHref: '/search', onSearchOpen: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const search = within(canvasElement).getByRole('link', { name: globals.locale === 'de' ? 'Suche' : 'Search' });
    await expect(search).toHaveAttribute('href', '/search');
    await expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.click(search);
    await expect(args.onSearchOpen).toHaveBeenCalledTimes(1);
    search.blur();
    await userEvent.keyboard('/');
    await expect(args.onSearchOpen).toHaveBeenCalledTimes(2);
  },
};

export const WithSearchInMobileMenu: Story = {
  name: 'With search (phone): the entry atop the menu',
  args: { searchHref: '/search', onSearchOpen: fn() },
  globals: mobile,
  play: async ({ canvasElement, globals, args }) => {
    const t = c(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.openMenu }));
    const dialog = await within(document.body).findByRole('dialog', { name: t.menu });
    const search = within(dialog).getByRole('link', { name: globals.locale === 'de' ? 'Suche' : 'Search' });
    await userEvent.click(search);
    await expect(args.onSearchOpen).toHaveBeenCalledTimes(1);
    // Park focus on the dialog itself so no focus ring lands in the screenshot.
    (dialog as HTMLElement).focus();
  },
};

/** The bar ends inside the screen, its padding kept: nothing scrolls sideways (WCAG 1.4.10). */
async function fitsTheScreen(canvasElement: HTMLElement) {
  await document.fonts.ready;
  const row = canvasElement.querySelector('header > div')!;
  const end = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
  const cart = canvasElement.querySelector('[data-slot="cart-link"]')!.getBoundingClientRect();
  await expect(cart.right).toBeLessThanOrEqual(end + 0.5);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

export const PhoneWithSearch: Story = {
  name: 'Phone with search, as the shop shows it (390 px): the bar fits',
  args: { searchHref: '/search', onSearchOpen: fn(), cartQuantity: 12 },
  globals: mobile,
  play: async ({ canvasElement }) => fitsTheScreen(canvasElement),
};

export const SmallPhoneWithSearch: Story = {
  name: 'Small phone with search (320 px): the bar fits, the search entry moves into the menu',
  args: { searchHref: '/search', onSearchOpen: fn(), cartQuantity: 12 },
  globals: smallPhone,
  play: async ({ canvasElement }) => fitsTheScreen(canvasElement),
};
