import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, CartSummary } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  args: { subtotal: 5219, taxAmount: 835.39, shipping: 49, total: 5268 },
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';
const eur = (s: string) => s.replace(' €', `${nbsp}€`);

const render: Story['render'] = (args, context) => (
  <div className="max-w-sm">
    <CartSummary
      {...args}
      action={<Button className="w-full">{langOf(context) === 'de' ? 'Zur Kasse' : 'Go to checkout'}</Button>}
    />
  </div>
);

const rows = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

export const VatIncluded: Story = {
  name: '19% VAT included',
  render,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(rows(canvasElement)).toEqual(
      de
        ? {
            Zwischensumme: eur('5.219 €'),
            Versand: eur('49 €'),
            'MwSt. (19 %)': eur('835,39 €'),
            Gesamtsumme: eur('5.268 €'),
          }
        : { Subtotal: eur('5.219 €'), Shipping: eur('49 €'), 'VAT (19%)': eur('835,39 €'), Total: eur('5.268 €') },
    );
    await expect(within(canvasElement).getByText(de ? 'inkl. 19 % MwSt.' : '19% VAT included')).toBeVisible();
  },
};

export const ExportWithDiscount: Story = {
  name: 'Export (excl. VAT), discount, free shipping',
  args: { subtotal: 4385.71, discount: 200, taxAmount: 0, shipping: 0, total: 4185.71, taxMode: 'excluded' },
  render,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    await expect(canvas.getByText(de ? 'Kostenlos' : 'Free')).toBeVisible();
    await expect(rows(canvasElement)[de ? 'Rabatt' : 'Discount']).toBe(`−200${nbsp}€`);
    await expect(canvasElement.querySelector('[data-slot="cart-summary-tax-note"]')).toHaveTextContent(
      de ? 'Exportbestellung: Preise ohne MwSt.' : 'Export order: prices exclude VAT.',
    );
  },
};

/** Promotions, each its own line under the subtotal: a code and an automatic promotion by its name. */
export const WithPromotions: Story = {
  args: { subtotal: 3469, taxAmount: 549.56, shipping: 19, total: 3442.1 },
  render: (args, context) => {
    const de = langOf(context) === 'de';
    return (
      <div className="max-w-sm">
        <CartSummary
          {...args}
          discounts={[
            { label: de ? 'Aktionscode MERCH10' : 'Code MERCH10', amount: 7.9 },
            { label: de ? 'Gratis-Expressversand ab 3.000 €' : 'Free express shipping above 3,000 €', amount: 19 },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const lines = [...canvasElement.querySelectorAll('[data-slot="cart-summary-discount"]')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    await expect(lines).toEqual([
      [de ? 'Aktionscode MERCH10' : 'Code MERCH10', `−7,90${nbsp}€`],
      [de ? 'Gratis-Expressversand ab 3.000 €' : 'Free express shipping above 3,000 €', `−19${nbsp}€`],
    ]);
  },
};

export const ShippingNotYetKnown: Story = {
  args: { subtotal: 39, taxAmount: 6.23, shipping: null, total: 39 },
  globals: mobile,
  render: (args, context) => (
    <CartSummary
      {...args}
      action={<Button className="w-full">{langOf(context) === 'de' ? 'Zur Kasse' : 'Go to checkout'}</Button>}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(
      within(canvasElement).getByText(de ? 'Wird an der Kasse berechnet' : 'Calculated at checkout'),
    ).toBeVisible();
  },
};
