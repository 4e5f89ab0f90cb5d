import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { address, checkoutText, order } from './checkoutSamples';

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  args: { order: order('en') },
  render: (args, context) => (
    <div className="max-w-2xl">
      <OrderSummary {...args} order={{ ...order(langOf(context)), ...args.order }} />
    </div>
  ),
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Order number, items, address, payment and shipping method, subtotal, discount, shipping, total, tax rate. */
export const Default: Story = {
  args: { order: {} as never },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="order-number"]')).toHaveTextContent('TW-10428');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-slot="order-discount"]')).toHaveTextContent('−150 €');
    await expect(canvasElement.querySelector('[data-slot="order-total"]')).toHaveTextContent('2.859,80 €');
    await expect(canvas.getByText('19 %')).toBeVisible();
    await expect(canvas.getByText(t.free)).toBeVisible();
    await expect(canvas.getByText(t.card)).toBeVisible();
  },
};

export const OnPhone: Story = { ...Default, globals: mobile };

/** An export order: no discount, paid shipping, 0% tax, bank transfer, separate billing address. */
export const ExportWithoutDiscount: Story = {
  args: {
    order: {
      discount: 0,
      shipping: 149,
      taxRate: 0,
      subtotal: 2428.57,
      total: 2577.57,
      paymentMethod: 'bankTransfer',
      shippingAddress: { ...address, company: '', apartment: '', city: 'Zürich', postalCode: '8001', country: 'CH' },
      billingAddress: address,
    } as never,
  },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    await expect(canvasElement.querySelector('[data-slot="order-discount"]')).toBeNull();
    await expect(within(canvasElement).getByText(t.billingAddress)).toBeVisible();
    await expect(within(canvasElement).getByText(t.bankTransfer)).toBeVisible();
    await expect(within(canvasElement).queryByText(t.taxIncluded({ rate: 0 }))).toBeNull();
  },
};
