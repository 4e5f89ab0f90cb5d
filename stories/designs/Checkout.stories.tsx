import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CartSummary,
  CheckoutSteps,
  ContactStep,
  PaymentMethodPicker,
  ReviewStep,
  ShippingAddressForm,
  type CheckoutStep,
} from '@tonewood/design-system';
import { langOf, type Lang } from '../support/locale';
import { address, countries, shippingMethods } from '../checkout/checkoutSamples';
import { PageFrame } from './PageFrame';

/**
 * The checkout pages as designed, composed from the library: the site's checkout route is still
 * a client-only shell (Pages/Templates, "Checkout shell"), so these are the design the checkout
 * feature builds, not renderings of a site template. Simplified header, compact footer.
 */
const meta = {
  title: 'Designs/Checkout',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const section = 'mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8';

function CheckoutPage({ lang, step }: { lang: Lang; step: CheckoutStep }) {
  const method = shippingMethods[lang][0];
  return (
    <PageFrame lang={lang} simplified cartQuantity={3}>
      <div className={`${section} grid gap-10 lg:grid-cols-[1fr_22rem]`}>
        <CheckoutSteps current={step} formId={step === 'review' ? undefined : step}>
          {step === 'contact' && <ContactStep id="contact" onSubmit={() => {}} />}
          {step === 'shipping' && (
            <ShippingAddressForm
              id="shipping"
              countries={countries[lang]}
              shippingMethods={shippingMethods[lang]}
              onSubmit={() => {}}
            />
          )}
          {step === 'payment' && <PaymentMethodPicker id="payment" onSubmit={() => {}} />}
          {step === 'review' && (
            <ReviewStep
              contact={{ email: 'anna.berger@example.com' }}
              address={address}
              shippingMethod={method}
              payment={{ method: 'card', nameOnCard: 'Anna Berger' }}
              onEdit={() => {}}
            />
          )}
        </CheckoutSteps>
        <CartSummary subtotal={2939} taxAmount={469.25} shipping={0} total={2939} taxMode="included" />
      </div>
    </PageFrame>
  );
}

const checkoutStory = (step: CheckoutStep): Story => ({
  render: (_, context) => <CheckoutPage lang={langOf(context)} step={step} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    // The simplified header and the compact footer: the legal pages and the withdrawal function only.
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(
      footer.getByRole('link', { name: globals.locale === 'de' ? 'Vertrag widerrufen' : 'Withdraw from contract' }),
    ).toBeVisible();
    await expect(footer.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  },
});

export const Contact = checkoutStory('contact');
export const Shipping = checkoutStory('shipping');
export const Payment = checkoutStory('payment');
export const Review = checkoutStory('review');
