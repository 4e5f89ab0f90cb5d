import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewStep } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { StepFrame, address, checkoutText, shippingMethods } from './checkoutSamples';

const meta = {
  title: 'Checkout/ReviewStep',
  component: ReviewStep,
  args: {
    contact: { email: 'ada@example.com' },
    address,
    shippingMethod: shippingMethods.en[1],
    payment: { method: 'card', nameOnCard: 'Ada Lovelace' },
    onEdit: fn(),
  },
  render: (args, context) => (
    <StepFrame step="review" onContinue={() => {}}>
      <ReviewStep {...args} shippingMethod={shippingMethods[langOf(context)][1]} />
    </StepFrame>
  ),
} satisfies Meta<typeof ReviewStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every section with an edit action; the country is named in the page language. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const t = checkoutText(lang);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(lang === 'de' ? 'Deutschland' : 'Germany')).toBeVisible();
    await expect(canvas.getByText(`${shippingMethods[lang][1].name} · 39,90 €`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${t.edit} (${t.payment})` }));
    await expect(args.onEdit).toHaveBeenCalledWith('payment');
    await expect(canvas.getByRole('button', { name: t.placeOrder })).toBeVisible();
    (document.activeElement as HTMLElement).blur();
  },
};

export const OnPhone: Story = { ...Default, globals: mobile };

/** With plain edit links (hrefs) instead of buttons, and bank transfer. */
export const WithEditLinks: Story = {
  args: {
    onEdit: undefined,
    editHref: { contact: '?step=contact', shipping: '?step=shipping', payment: '?step=payment' },
    payment: { method: 'bankTransfer' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `${t.edit} (${t.contact})` })).toHaveAttribute(
      'href',
      '?step=contact',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByText(t.bankTransfer)).toBeVisible();
  },
};
