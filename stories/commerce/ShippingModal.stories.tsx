import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  ShippingModal,
  type ShippingModalProps,
  type ShippingResult,
  type ShippingUnavailableReason,
} from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';
import { products, type SampleProduct } from './samples';

const nbsp = '\u00a0';

const product = (p: SampleProduct, lang: Lang) => ({
  id: p.id,
  title: p.name,
  subtitle: p.subtitle[lang],
  type: p.type,
});
const triggerText = { en: 'Shipping costs', de: 'Versandkosten' };
const detailsHref = { en: '/shipping-delivery', de: '/de/shipping-delivery' };

const meta = {
  title: 'Commerce/ShippingModal',
  component: ShippingModal,
  args: { onClose: fn(), onOpenChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShippingModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the modal open, as a product page would after the shopper pressed 'Shipping costs'. */
const openWith =
  (
    props: Partial<ShippingModalProps> | ((lang: Lang) => Partial<ShippingModalProps>),
    sample: SampleProduct | null = products.nightjar,
  ): Story['render'] =>
  (args, context) => {
    const lang = langOf(context);
    return (
      <ShippingModal
        {...args}
        defaultOpen
        detailsHref={detailsHref[lang]}
        trigger={<Button variant="outline">{triggerText[lang]}</Button>}
        product={sample ? product(sample, lang) : null}
        {...(typeof props === 'function' ? props(lang) : props)}
      />
    );
  };

const dialogOf = () => within(document.body).findByRole('dialog');

async function expectChrome(dialog: HTMLElement, lang: Lang) {
  const de = lang === 'de';
  await expect(dialog).toHaveAccessibleName(de ? 'Versand und Lieferung' : 'Shipping and delivery');
  await expect(within(dialog).getByRole('link', { name: de ? 'Details ansehen' : 'View details' })).toHaveAttribute(
    'href',
    detailsHref[lang],
  );
}

export const Loading: Story = {
  render: openWith({ loading: true }),
  play: async ({ globals }) => {
    const lang = langOf({ globals });
    const dialog = await dialogOf();
    await expectChrome(dialog, lang);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      lang === 'de' ? 'Versandkosten werden berechnet …' : 'Calculating shipping costs…',
    );
    await expect(dialog.querySelector('[data-slot="shipping-delivery-time"]')).toHaveTextContent(
      lang === 'de' ? 'ca. 4-5 Werktage' : 'about 4-5 working days',
    );
  },
};

export const Free: Story = {
  name: 'Free (amount 0)',
  render: openWith({ result: { status: 'free', includesTax: true, zoneName: 'Deutschland' } }, products.tote),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expectChrome(dialog, langOf({ globals }));
    await expect(dialog).toHaveAccessibleDescription(
      `Workshop tote bag · ${products.tote.subtitle[langOf({ globals })]}`,
    );
    await expect(dialog.querySelector('[data-slot="shipping-amount"]')).toHaveTextContent(
      de ? 'Kostenloser Versand' : 'Free shipping',
    );
    await expect(dialog.querySelector('[data-slot="shipping-tax-note"]')).toHaveTextContent(
      de ? 'Die Versandkosten enthalten 19 % MwSt.' : 'Shipping costs include 19% VAT.',
    );
  },
};

export const PaidTaxIncluded: Story = {
  name: 'Paid, tax included',
  render: openWith({ result: { status: 'paid', amount: 49, includesTax: true, zoneName: 'EU' } }),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-amount"]')?.textContent).toBe(`49${nbsp}€`);
    await waitFor(() => expect(within(dialog).getByText(de ? 'Versandzone: EU' : 'Shipping zone: EU')).toBeVisible());
    await expect(dialog.querySelector('[data-slot="shipping-tax-note"]')).toHaveTextContent(
      de ? 'Die Versandkosten enthalten 19 % MwSt.' : 'Shipping costs include 19% VAT.',
    );
  },
};

/** A built-to-order variant: the product page passes its build time plus delivery (the delivery rule). */
export const BuiltToOrderWeeks: Story = {
  name: 'Built to order: delivery in weeks',
  render: openWith((lang) => ({
    deliveryTime: lang === 'de' ? 'ca. 13 Wochen' : 'about 13 weeks',
    result: { status: 'free', includesTax: true, zoneName: lang === 'de' ? 'Deutschland' : 'Germany' },
  })),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-delivery-time"]')?.textContent).toBe(
      de ? 'ca. 13 Wochen' : 'about 13 weeks',
    );
    await expect(dialog).not.toHaveTextContent(de ? 'Werktage' : 'working days');
    await waitFor(() =>
      expect(within(dialog).getByText(de ? 'Versandzone: Deutschland' : 'Shipping zone: Germany')).toBeVisible(),
    );
  },
};

/** The selected variant is out of stock: the shipping costs stand, no delivery time is promised. */
export const OutOfStockNoDeliveryTime: Story = {
  name: 'Out of stock: no delivery time',
  render: openWith((lang) => ({
    deliveryTime: false,
    result: { status: 'free', includesTax: true, zoneName: lang === 'de' ? 'Deutschland' : 'Germany' },
  })),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-delivery-time"]')).toBeNull();
    await expect(dialog).not.toHaveTextContent(de ? 'Lieferzeit' : 'Delivery time');
    await waitFor(() =>
      expect(within(dialog).getByText(de ? 'Versandzone: Deutschland' : 'Shipping zone: Germany')).toBeVisible(),
    );
  },
};

export const PaidTaxExcluded: Story = {
  name: 'Paid, tax excluded (export)',
  render: openWith(
    (lang) => ({
      result: {
        status: 'paid',
        amount: 129.5,
        includesTax: false,
        zoneName: lang === 'de' ? 'Schweiz' : 'Switzerland',
      },
    }),
    products.heron,
  ),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-amount"]')?.textContent).toBe(`129,50${nbsp}€`);
    await expect(dialog.querySelector('[data-slot="shipping-tax-note"]')).toHaveTextContent(
      de
        ? 'Versandkosten ohne MwSt.; Einfuhrabgaben können anfallen.'
        : 'Shipping costs exclude VAT; import taxes may apply.',
    );
  },
};

/** The exact reason texts of spec section 5, and their German equivalents. */
const reasons: Record<ShippingUnavailableReason, Record<Lang, string>> = {
  'missing-data': { en: 'Missing shipping data', de: 'Versanddaten fehlen' },
  'no-product-type': { en: 'Product type not defined', de: 'Produkttyp nicht festgelegt' },
  'no-zones': { en: 'No shipping zones available', de: 'Keine Versandzonen verfügbar' },
  'zone-not-found': { en: 'Current shipping zone not found', de: 'Aktuelle Versandzone nicht gefunden' },
  'no-options': {
    en: 'No shipping options available for this zone',
    de: 'Keine Versandoptionen für diese Zone verfügbar',
  },
  'no-option-for-type': { en: 'No shipping available for merch', de: 'Kein Versand verfügbar für merch' },
};

const unavailable = (reason: ShippingUnavailableReason): Story => ({
  render: openWith(
    { result: { status: 'unavailable', reason } },
    reason === 'no-option-for-type' ? products.tote : products.nightjar,
  ),
  play: async ({ globals }) => {
    const lang = langOf({ globals });
    const dialog = await dialogOf();
    await expectChrome(dialog, lang);
    // waitFor: the dialog fades in.
    await waitFor(() =>
      expect(
        within(dialog).getByText(lang === 'de' ? 'Versand nicht möglich' : 'Shipping not available'),
      ).toBeVisible(),
    );
    await expect(dialog.querySelector('[data-slot="shipping-reason"]')?.textContent).toBe(reasons[reason][lang]);
    // No costs or delivery promise next to an unavailable result.
    await expect(dialog.querySelector('[data-slot="shipping-amount"]')).toBeNull();
  },
});

export const UnavailableMissingData: Story = {
  name: 'Unavailable: missing shipping data',
  ...unavailable('missing-data'),
};
export const UnavailableNoProductType: Story = {
  name: 'Unavailable: product type not defined',
  ...unavailable('no-product-type'),
};
export const UnavailableNoZones: Story = { name: 'Unavailable: no shipping zones', ...unavailable('no-zones') };
export const UnavailableZoneNotFound: Story = { name: 'Unavailable: zone not found', ...unavailable('zone-not-found') };
export const UnavailableNoOptions: Story = { name: 'Unavailable: no options for zone', ...unavailable('no-options') };
export const UnavailableForType: Story = {
  name: 'Unavailable: none for product type',
  ...unavailable('no-option-for-type'),
};

export const UnavailableOnPhone: Story = {
  name: 'Unavailable on phone',
  globals: mobile,
  ...unavailable('no-options'),
};

export const CalculationError: Story = {
  name: 'Generic calculation error (no result)',
  render: openWith({ result: null }),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-error"]')).toHaveTextContent(
      de ? 'Fehler bei der Berechnung der Versandkosten' : 'Error calculating shipping costs',
    );
  },
};

export const NoProductData: Story = {
  name: 'No product data',
  render: openWith({ result: null }, null),
  play: async ({ globals }) => {
    const de = langOf({ globals }) === 'de';
    const dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-no-product"]')).toHaveTextContent(
      de ? 'keine Produktdaten' : 'no product data',
    );
  },
};

/**
 * How the product page uses it: opening starts a calculation, closing calls onClose, which
 * drops the result; the next opening shows the new calculation, never the old amount.
 */
function ProductPageShipping({ onClose, lang }: { onClose: () => void; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const [result, setResult] = useState<ShippingResult | null>(null);
  const answers: ShippingResult[] = [
    { status: 'paid', amount: 24, includesTax: true, zoneName: 'Deutschland' },
    { status: 'unavailable', reason: 'no-options' },
  ];
  return (
    <ShippingModal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        setOpened((n) => n + 1);
        setTimeout(() => setResult(answers[Math.min(opened, answers.length - 1)] ?? null), 300);
      }}
      onClose={() => {
        setResult(null);
        onClose();
      }}
      loading={open && result === null}
      result={result}
      product={product(products.nightjar, lang)}
      detailsHref={detailsHref[lang]}
      trigger={<Button variant="outline">{triggerText[lang]}</Button>}
    />
  );
}

export const OpensAndClearsOnClose: Story = {
  name: 'Opens, closes with Escape, clears its data',
  render: (args, context) => <ProductPageShipping onClose={args.onClose ?? (() => {})} lang={langOf(context)} />,
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const de = lang === 'de';
    const trigger = within(canvasElement).getByRole('button', { name: triggerText[lang] });
    await userEvent.click(trigger);
    let dialog = await dialogOf();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(dialog.querySelector('[data-slot="shipping-amount"]')?.textContent).toBe(`24${nbsp}€`));

    // Escape closes it, calls onClose and returns focus to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledOnce();

    // Reopened: the old amount is gone while the new calculation runs, then the new reason shows.
    await userEvent.keyboard('{Enter}');
    dialog = await dialogOf();
    await expect(dialog.querySelector('[data-slot="shipping-amount"]')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('status')).toBeVisible());
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="shipping-reason"]')?.textContent).toBe(
        de ? 'Keine Versandoptionen für diese Zone verfügbar' : 'No shipping options available for this zone',
      ),
    );

    // The close button closes it as well.
    await userEvent.click(within(dialog).getByRole('button', { name: de ? 'Schließen' : 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
