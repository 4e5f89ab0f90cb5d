import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShippingAddressForm } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import {
  StepFrame,
  address,
  optionalLabel,
  checkoutText,
  countries,
  expectedMessages,
  shippingMethods,
} from './checkoutSamples';

const meta = {
  title: 'Checkout/ShippingAddressForm',
  component: ShippingAddressForm,
  args: { id: 'shipping-step', countries: countries.en, onSubmit: fn() },
  render: (args, context) => {
    const lang = langOf(context);
    return (
      <StepFrame step="shipping" formId={args.id}>
        <ShippingAddressForm
          {...args}
          countries={countries[lang]}
          shippingMethods={args.shippingMethods ? shippingMethods[lang] : undefined}
        />
      </StepFrame>
    );
  },
} satisfies Meta<typeof ShippingAddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shipping step: address and shipping method together. */
export const Idle: Story = {
  args: { shippingMethods: shippingMethods.en },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const canvas = within(canvasElement);
    for (const optional of [t.company, t.apartment, t.phone]) {
      await expect(canvas.getByRole('textbox', { name: optionalLabel(optional) })).toBeVisible();
    }
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const IdleOnPhone: Story = { ...Idle, globals: mobile };

/** Continue is blocked with the spec's exact messages on each required field and the shipping method. */
export const WithErrors: Story = {
  args: { shippingMethods: shippingMethods.en },
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const t = checkoutText(lang);
    const m = expectedMessages(lang);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(canvas.getAllByText(m.required)).toHaveLength(6));
    for (const name of [t.firstName, t.lastName, t.address, t.postalCode, t.city]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('combobox', { name: t.country })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(m.shippingMethodRequired)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: t.shippingMethodTitle })).toHaveAccessibleDescription(
      m.shippingMethodRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
  },
};

export const WithErrorsOnPhone: Story = { ...WithErrors, globals: mobile };

/** Address only (the method picked elsewhere); optional fields may stay empty. */
export const AddressOnlyValid: Story = {
  args: { defaultValues: { ...address, company: '', apartment: '', phone: '' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = checkoutText(langOf({ globals }));
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.continue }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', country: 'DE', company: '' }),
      expect.anything(),
    );
    (document.activeElement as HTMLElement).blur();
  },
};
