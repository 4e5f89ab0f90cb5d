// The checkout page (/checkout/{cart id}, /de/checkout/{cart id}): contact → shipping → payment →
// review → place order, composed from the design system's checkout pieces, beside the cart's
// summary. The step lives in the URL (?step=…), so back and forward move between steps; the
// cart decides which steps may open (rules.ts). Loaded on demand by the checkout template.
import {
  Alert,
  Button,
  buttonVariants,
  CartSummary,
  CheckoutSteps,
  ContactStep,
  formatPrice,
  PaymentMethodPicker,
  ProcessingPayment,
  PromotionCodeField,
  ReviewStep,
  Select,
  ShippingAddressForm,
  type CheckoutStep,
} from '@tonewood/design-system';
import { navigate } from 'gatsby';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { languageOfLocale, TEST_CARD_PROVIDER } from '@tonewood/rules';
import { storeApi, type CommerceConnection, type StoreCart } from '../../lib/data';
import { rememberOrderCart } from '../../lib/orderFunctions';
import {
  appliedCodes,
  beforeDiscounts,
  cartDiscounts,
  cartRows,
  cartTotals,
  loadCart,
  type CartProducts,
} from '../cart';
import { localizePath, SiteLink, type Language } from '../i18n';
import { useMarket } from '../market';
import {
  activeSession,
  cardProvider,
  fromMedusaAddress,
  paymentChoiceOf,
  SHIPPING_CODES,
  shippingMethodName,
} from './rules';
import { createCheckoutStore, type CheckoutState } from './store';
import { MadeToSpecificationNote } from '../withdrawal';

const FORM_ID: Record<Exclude<CheckoutStep, 'review'>, string> = {
  contact: 'checkout-contact',
  shipping: 'checkout-shipping',
  payment: 'checkout-payment',
};

const stepInUrl = () => new URLSearchParams(window.location.search).get('step');

export function CheckoutView({
  cartId,
  commerce,
  language,
  products,
  loading,
}: {
  cartId: string;
  commerce: CommerceConnection;
  language: Language;
  products: CartProducts;
  loading: ReactNode;
}) {
  const store = useMemo(
    () =>
      createCheckoutStore({
        api: storeApi(commerce),
        cartId,
        onStep: (step) => {
          if (stepInUrl() === step) return;
          const url = new URL(window.location.href);
          url.searchParams.set('step', step);
          window.history.pushState({ step }, '', url);
        },
        onPlaced: (orderId) => {
          // The confirmation asks the server for the order page's link with this proof of origin.
          rememberOrderCart(orderId, cartId);
          // The cart is an order now: this browser lets go of it (the badge shows 0).
          loadCart()
            .then((cart) => cart.getState().forget())
            .catch(() => undefined);
          void navigate(`${localizePath(language, '/checkout/success')}?order=${encodeURIComponent(orderId)}`);
        },
      }),
    [cartId, commerce, language],
  );
  useEffect(() => {
    void store.getState().load(stepInUrl());
    const onPop = () => store.getState().goTo((stepInUrl() as CheckoutStep | null) ?? 'contact');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [store]);
  const state = useStore(store);
  const { t } = useTranslation();
  // A new step: its heading takes the focus (keyboard and screen-reader users start there) and
  // comes into view. Not on the first render: the page's own heading is where a visit starts.
  const shown = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    if (state.status !== 'ready' || state.placing || shown.current === state.step) return;
    if (shown.current === null) {
      shown.current = state.step;
      return;
    }
    // The shipping step shows its heading once the options are read: wait for it.
    const heading = document.querySelector<HTMLElement>('[data-slot="checkout-step-content"] h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'center' });
    shown.current = state.step;
  }, [state.step, state.status, state.placing, state.options]);

  if (state.status === 'loading' && !state.cart) return loading;
  if (state.status === 'failed')
    return (
      <Alert
        kind="error"
        title={t('checkout_unavailable_title')}
        action={
          <Button variant="outline" onClick={() => void state.load(stepInUrl())}>
            {t('try_again')}
          </Button>
        }
      >
        {t('cart_unavailable')}
      </Alert>
    );
  if (state.status === 'gone' || !state.cart)
    return (
      <Alert
        kind="info"
        title={t('checkout_gone_title')}
        action={
          <SiteLink href="/cart" className={buttonVariants({ variant: 'outline' })}>
            {t('back_to_cart')}
          </SiteLink>
        }
      >
        {t('checkout_gone')}
      </Alert>
    );
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid gap-6">
        {state.error && (
          <Alert
            kind="error"
            error={state.error}
            action={
              ['insufficient-stock', 'mixed-shipping', 'no-shipping'].includes(state.error) ? (
                <SiteLink href="/cart" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t('back_to_cart')}
                </SiteLink>
              ) : undefined
            }
          />
        )}
        {state.placing ? <ProcessingPayment /> : <Steps state={state} />}
      </div>
      <Summary cart={state.cart} products={products} />
    </div>
  );
}

function Steps({ state }: { state: CheckoutState }) {
  const { cart, step } = state;
  if (!cart) return null;
  const review = step === 'review';
  return (
    <CheckoutSteps
      current={step}
      formId={review ? undefined : FORM_ID[step]}
      onBack={state.back}
      onContinue={review ? () => void state.placeOrder() : undefined}
      busy={state.busy || state.placing}
    >
      {step === 'contact' && (
        <ContactStep
          id={FORM_ID.contact}
          defaultValues={{ email: cart.email ?? '' }}
          onSubmit={(values) => void state.saveContact(values)}
        />
      )}
      {step === 'shipping' && <ShippingStep state={state} cart={cart} />}
      {step === 'payment' && <PaymentStep state={state} cart={cart} />}
      {review && <Review state={state} cart={cart} />}
    </CheckoutSteps>
  );
}

/** The address (countries of the cart's region) and the shipping methods Medusa offers for it. */
function ShippingStep({ state, cart }: { state: CheckoutState; cart: StoreCart }) {
  const { t, i18n } = useTranslation();
  const shopperCountry = useMarket((s) => s.country);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (cart.region?.countries ?? [])
      .map((c) => (c.iso_2 ?? '').toUpperCase())
      .filter(Boolean)
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [cart.region, i18n.language]);
  const address = fromMedusaAddress(cart.shipping_address);
  const inRegion = (code: string) => countries.some((c) => c.value === code);
  const country = inRegion(address.country)
    ? address.country
    : inRegion(shopperCountry)
      ? shopperCountry
      : (countries[0]?.value ?? '');
  const { loadOptions, options } = state;
  useEffect(() => {
    if (country) void loadOptions(country);
  }, [country, loadOptions]);
  if (!options)
    return (
      <p role="status" className="text-walnut-700">
        {t('shipping_options_loading')}
      </p>
    );
  return (
    <ShippingAddressForm
      id={FORM_ID.shipping}
      countries={countries}
      shippingMethods={options.map((o) => ({
        id: o.id,
        name: shippingMethodName(o, (code) => t(`shipping_${code}`)),
        amount: o.amount,
        description: SHIPPING_CODES.some((code) => code === o.code) ? t(`shipping_${o.code}_text`) : o.description,
      }))}
      defaultValues={{
        ...address,
        country,
        shippingMethodId: cart.shipping_methods?.[0]?.shipping_option_id ?? undefined,
      }}
      onSubmit={(values) => void state.saveShipping(values)}
    />
  );
}

/** Bank transfer or card; the local test provider's card is a choice of test tokens, never a number. */
function PaymentStep({ state, cart }: { state: CheckoutState; cart: StoreCart }) {
  const { t } = useTranslation();
  const [token, setToken] = useState('tok_visa');
  const chosen = paymentChoiceOf(activeSession(cart));
  const provider = cardProvider(state.providers);
  return (
    <PaymentMethodPicker
      id={FORM_ID.payment}
      defaultValues={chosen ?? undefined}
      cardFields={
        provider === TEST_CARD_PROVIDER ? (
          <Select
            label={t('test_card_label')}
            description={t('test_card_hint')}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            options={[
              { value: 'tok_visa', label: t('test_card_approved') },
              { value: 'tok_chargeDeclined', label: t('test_card_declined') },
            ]}
          />
        ) : undefined
      }
      onSubmit={(choice) => void state.savePayment(choice, token)}
    />
  );
}

function Review({ state, cart }: { state: CheckoutState; cart: StoreCart }) {
  const { t } = useTranslation();
  const method = cart.shipping_methods?.[0];
  const payment = paymentChoiceOf(activeSession(cart));
  if (!method || !payment) return null;
  return (
    <>
      <ReviewStep
        contact={{ email: cart.email ?? '' }}
        address={fromMedusaAddress(cart.shipping_address)}
        shippingMethod={{
          name: shippingMethodName({ ...method, code: method.data?.code }, (code) => t(`shipping_${code}`)),
          amount: Number(method.amount),
        }}
        payment={payment}
        onEdit={(step) => state.goTo(step)}
      />
      <PromotionCodeField
        className="mt-6 max-w-md"
        applied={appliedCodes(cart)}
        problem={state.promotion.problem}
        busy={state.promotion.busy || state.busy}
        onApply={state.applyCode}
        onRemove={state.removeCode}
      />
    </>
  );
}

/** What is being bought and what it costs (Medusa's totals for the cart as it stands). */
function Summary({ cart, products }: { cart: StoreCart; products: CartProducts }) {
  const { t, i18n } = useTranslation();
  const totals = cartTotals(cart);
  const before = beforeDiscounts(cart);
  const rows = cartRows(cart, (handle) => products[handle]?.href);
  const taxIncluded = (cart.items ?? []).every(
    (item) => (item as { is_tax_inclusive?: boolean }).is_tax_inclusive !== false,
  );
  return (
    <aside aria-labelledby="checkout-items" className="grid gap-4 lg:sticky lg:top-24">
      <section className="rounded-lg border border-maple-300 bg-white p-6">
        <h2 id="checkout-items" className="font-display text-xl font-semibold">
          {t('checkout_items')}
        </h2>
        <ul className="mt-4 grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start gap-3 text-sm">
              <img
                src={products[row.handle ?? '']?.image ?? row.image ?? undefined}
                alt=""
                className="size-14 shrink-0 rounded border border-maple-200 bg-maple-100 object-cover"
                width={56}
                height={56}
              />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium text-walnut-900">{row.title}</span>
                {row.variant && <span className="text-walnut-700">{row.variant}</span>}
                <span className="text-walnut-700">× {row.quantity}</span>
                {products[row.handle ?? '']?.madeToSpecification && (
                  <MadeToSpecificationNote language={languageOfLocale(i18n.language)} className="text-xs" />
                )}
              </span>
              <span className="font-medium tabular-nums">{formatPrice(row.unitPrice * row.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>
      <CartSummary
        subtotal={before.subtotal ?? totals.subtotal}
        taxAmount={totals.taxAmount}
        shipping={before.shipping ?? totals.shipping}
        discounts={cartDiscounts(cart, languageOfLocale(i18n.language))}
        total={totals.total}
        taxMode={taxIncluded ? 'included' : 'excluded'}
      />
    </aside>
  );
}
