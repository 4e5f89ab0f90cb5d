import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CheckoutSteps,
  ContactStep,
  PaymentMethodPicker,
  ReviewStep,
  ShippingAddressForm,
  checkoutSteps,
  type CheckoutContact,
  type CheckoutStep,
  type PaymentMethodChoice,
  type ShippingStepValues,
} from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { checkoutText, countries, shippingMethods } from './checkoutSamples';

const meta = {
  title: 'Checkout/CheckoutSteps',
  component: CheckoutSteps,
  args: { current: 'shipping', onBack: fn(), onContinue: fn() },
  argTypes: { current: { control: 'inline-radio', options: [...checkoutSteps] } },
  render: (args) => (
    <div className="mx-auto max-w-2xl">
      <CheckoutSteps {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckoutSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepNames = (root: HTMLElement) => Array.from(root.querySelectorAll('ol > li')).map((li) => li.textContent);

/** The first step: no back button yet; the current step carries aria-current="step". */
export const FirstStep: Story = {
  args: { current: 'contact' },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const nav = within(canvasElement).getByRole('navigation', { name: t.progress });
    const current = nav.querySelectorAll('[aria-current="step"]');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(t.stepContact);
    await expect(within(canvasElement).queryByRole('button', { name: t.back })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: t.continue })).toBeVisible();
  },
};

/** The last step: earlier steps are marked completed (also for screen readers), continue reads 'Place order'. */
export const LastStep: Story = {
  args: { current: 'review' },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const nav = within(canvasElement).getByRole('navigation', { name: t.progress });
    await expect(stepNames(nav)).toEqual([
      `${t.stepContact} (${t.completed})`,
      `${t.stepShipping} (${t.completed})`,
      `${t.stepPayment} (${t.completed})`,
      `4${t.stepReview}`,
    ]);
    await expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent(t.stepReview);
    await expect(within(canvasElement).getByRole('button', { name: t.placeOrder })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement, globals, args }) => {
    const t = checkoutText(langOf({ globals }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.continue }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement).blur();
  },
};

export const Busy: Story = {
  args: { current: 'review', busy: true },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    await expect(within(canvasElement).getByRole('button', { name: t.placeOrder })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The whole flow: continue only moves on when the step's form is valid; back keeps what was typed. */
export const Walkthrough: Story = {
  render: function Render(_, context) {
    const lang = langOf(context);
    const [step, setStep] = useState<CheckoutStep>('contact');
    const [contact, setContact] = useState<CheckoutContact>();
    const [shipping, setShipping] = useState<ShippingStepValues>();
    const [payment, setPayment] = useState<PaymentMethodChoice>();
    const go = (offset: number) => setStep(checkoutSteps[checkoutSteps.indexOf(step) + offset] ?? step);
    const method = shippingMethods[lang].find((m) => m.id === shipping?.shippingMethodId);
    return (
      <div className="mx-auto max-w-2xl">
        <CheckoutSteps current={step} formId={step === 'review' ? undefined : step} onBack={() => go(-1)}>
          {step === 'contact' && (
            <ContactStep
              id="contact"
              defaultValues={contact}
              onSubmit={(v) => {
                setContact(v);
                go(1);
              }}
            />
          )}
          {step === 'shipping' && (
            <ShippingAddressForm
              id="shipping"
              countries={countries[lang]}
              shippingMethods={shippingMethods[lang]}
              defaultValues={shipping}
              onSubmit={(v) => {
                setShipping(v);
                go(1);
              }}
            />
          )}
          {step === 'payment' && (
            <PaymentMethodPicker
              id="payment"
              defaultValues={payment}
              onSubmit={(v) => {
                setPayment(v);
                go(1);
              }}
            />
          )}
          {step === 'review' && contact && shipping && payment && method && (
            <ReviewStep
              contact={contact}
              address={shipping}
              shippingMethod={method}
              payment={payment}
              onEdit={setStep}
            />
          )}
        </CheckoutSteps>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const lang = langOf({ globals });
    const t = checkoutText(lang);
    const canvas = within(canvasElement);
    const current = () =>
      canvasElement.querySelector('[aria-current="step"] [data-slot="checkout-step-label"]')?.textContent;
    const next = () => userEvent.click(canvas.getByRole('button', { name: t.continue }));

    await next();
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(current()).toBe(t.stepContact);
    await userEvent.type(canvas.getByRole('textbox', { name: t.email }), 'ada@example.com');
    await next();
    await waitFor(() => expect(current()).toBe(t.stepShipping));

    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await waitFor(() => expect(current()).toBe(t.stepContact));
    await expect(canvas.getByRole('textbox', { name: t.email })).toHaveValue('ada@example.com');
    await next();
    await waitFor(() => expect(current()).toBe(t.stepShipping));

    await userEvent.type(canvas.getByRole('textbox', { name: t.firstName }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: t.lastName }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: t.address }), 'Holzweg 12');
    await userEvent.type(canvas.getByRole('textbox', { name: t.postalCode }), '04109');
    await userEvent.type(canvas.getByRole('textbox', { name: t.city }), 'Leipzig');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.country }), 'DE');
    await userEvent.click(canvas.getByRole('radio', { name: shippingMethods[lang][1].name }));
    await next();
    await waitFor(() => expect(current()).toBe(t.stepPayment));

    await userEvent.click(canvas.getByRole('radio', { name: t.bankTransfer }));
    await next();
    await waitFor(() => expect(current()).toBe(t.stepReview));
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText(t.bankTransfer)).toBeVisible();

    // Edit jumps back to the step, with its values kept.
    await userEvent.click(canvas.getByRole('button', { name: `${t.edit} (${t.contact})` }));
    await waitFor(() => expect(current()).toBe(t.stepContact));
    await expect(canvas.getByRole('textbox', { name: t.email })).toHaveValue('ada@example.com');
    (document.activeElement as HTMLElement).blur();
  },
};
