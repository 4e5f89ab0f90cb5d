import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, shopErrors, type AlertKind, type ShopError } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const meta = {
  title: 'Commerce/Alert',
  component: Alert,
  args: { error: 'add-to-cart' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shop texts of spec section 8: English exactly, German equivalents. */
const shopErrorTexts: Record<ShopError, Record<Lang, string>> = {
  'add-to-cart': {
    en: 'Error Adding ItemCould not add item to cart.',
    de: 'Fehler beim HinzufügenDer Artikel konnte nicht in den Warenkorb gelegt werden.',
  },
  'insufficient-stock': {
    en: "This product is currently out of stock or you've reached the maximum available quantity.",
    de: 'Dieses Produkt ist derzeit nicht auf Lager oder du hast die maximal verfügbare Menge erreicht.',
  },
  'shipping-cost': {
    en: 'Error calculating shipping costs',
    de: 'Fehler bei der Berechnung der Versandkosten',
  },
  'no-shipping': {
    en: 'No shipping options available for your address',
    de: 'Für deine Adresse sind keine Versandoptionen verfügbar',
  },
  'region-update': {
    en: 'Could not update region for selected country',
    de: 'Die Region für das gewählte Land konnte nicht aktualisiert werden',
  },
  'mixed-shipping': {
    en: 'Some items in your cart require different shipping methods. Please return to cart and try again.',
    de: 'Einige Artikel in deinem Warenkorb erfordern unterschiedliche Versandarten. Bitte kehre zum Warenkorb zurück und versuche es erneut.',
  },
  payment: {
    en: 'Your payment could not be processed. Please try again.',
    de: 'Deine Zahlung konnte nicht verarbeitet werden. Bitte versuche es erneut.',
  },
  order: {
    en: 'An error occurred while processing your order. Please try again.',
    de: 'Bei der Verarbeitung deiner Bestellung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  },
};

export const ShopErrors: Story = {
  name: 'Every shop error (spec section 8)',
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      {shopErrors.map((error) => (
        <Alert key={error} error={error} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const lang = langOf({ globals });
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual(shopErrors.map((e) => shopErrorTexts[e][lang]));
  },
};

const kinds: AlertKind[] = ['error', 'warning', 'success', 'info'];
const copy = {
  en: {
    title: { error: 'Payment failed', warning: 'Only 2 left', success: 'Added to cart', info: 'Built to order' },
    text: 'Workshop note: each instrument is set up by hand before it ships.',
    action: 'Back to cart',
  },
  de: {
    title: {
      error: 'Zahlung fehlgeschlagen',
      warning: 'Nur noch 2 verfügbar',
      success: 'In den Warenkorb gelegt',
      info: 'Wird auf Bestellung gebaut',
    },
    text: 'Aus der Werkstatt: Jedes Instrument wird vor dem Versand von Hand eingestellt.',
    action: 'Zurück zum Warenkorb',
  },
} satisfies Record<Lang, unknown>;

/** Every kind x (title and text, text only, with an action) in one grid. */
export const Powerset: Story = {
  render: (_, context) => {
    const c = copy[langOf(context)];
    return (
      <div className="grid max-w-5xl grid-cols-3 gap-3">
        {kinds.flatMap((kind) => [
          <Alert key={`${kind}-title`} kind={kind} title={c.title[kind]}>
            {c.text}
          </Alert>,
          <Alert key={`${kind}-plain`} kind={kind}>
            {c.text}
          </Alert>,
          <Alert
            key={`${kind}-action`}
            kind={kind}
            title={c.title[kind]}
            action={
              <a
                href="/cart"
                className="text-sm font-medium text-walnut-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                {c.action}
              </a>
            }
          />,
        ])}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Errors and warnings interrupt; success and info are polite.
    await expect(canvas.getAllByRole('alert')).toHaveLength(6);
    await expect(canvas.getAllByRole('status')).toHaveLength(6);
  },
};

export const MixedShippingWithAction: Story = {
  name: 'Mixed shipping, with a way back (phone)',
  globals: mobile,
  render: (_, context) => (
    <Alert
      error="mixed-shipping"
      action={
        <a
          href="/cart"
          className="text-sm font-medium text-walnut-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          {copy[langOf(context)].action}
        </a>
      }
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const lang = langOf({ globals });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(shopErrorTexts['mixed-shipping'][lang]);
    await expect(within(canvasElement).getByRole('link', { name: copy[lang].action })).toHaveAttribute('href', '/cart');
  },
};
