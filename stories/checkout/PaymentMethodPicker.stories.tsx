import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentMethodPicker } from '@tonewood/design-system';
import { langOf } from '../support/locale';
import { StepFrame, checkoutText, expectedMessages } from './checkoutSamples';

/** Stands in for the payment provider's card element. */
function ProviderCardFields({ label }: { label: string }) {
  return (
    <div className="rounded-md border border-dashed border-walnut-500 bg-maple-50 px-3 py-4 text-sm text-walnut-600">
      {label}
    </div>
  );
}

const meta = {
  title: 'Checkout/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { id: 'payment-step', onSubmit: fn() },
  render: (args, context) => (
    <StepFrame step="payment" formId={args.id}>
      <PaymentMethodPicker
        {...args}
        cardFields={
          <ProviderCardFields
            label={
              langOf(context) === 'de'
                ? 'Kartennummer, Ablaufdatum, CVC (Felder des Zahlungsanbieters)'
                : 'Card number, expiry, CVC (payment provider fields)'
            }
          />
        }
      />
    </StepFrame>
  ),
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t.card })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: t.nameOnCard })).toBeVisible();
  },
};

/** Card without the name on it: continue is blocked with 'This field is required'. */
export const CardWithErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const t = checkoutText(lang);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(expectedMessages(lang).required);
    await expect(canvas.getByRole('textbox', { name: t.nameOnCard })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
  },
};

/** Bank transfer needs no more details. */
export const BankTransfer: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = checkoutText(langOf({ globals }));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t.bankTransfer }));
    await expect(canvas.queryByRole('textbox', { name: t.nameOnCard })).toBeNull();
    await expect(canvas.getByText(t.bankTransferText)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'bankTransfer' }),
        expect.anything(),
      ),
    );
    (document.activeElement as HTMLElement).blur();
  },
};
