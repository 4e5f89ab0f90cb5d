import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_PROVIDER, STRIPE_PROVIDER, TEST_CARD_PROVIDER } from '@tonewood/rules';
import { paymentSession, storeCart, storeOrder } from '../../lib/data/fixtures';
import {
  activeSession,
  allowedStep,
  cardProvider,
  cartIdFromPath,
  checkoutError,
  completedSteps,
  firstOpenStep,
  fromMedusaAddress,
  orderView,
  paymentChoiceOf,
  previousStep,
  shippingMethodName,
  toMedusaAddress,
} from './rules';

const address = {
  address_1: 'Karl-Liebknecht-Str. 1',
  country_code: 'de',
  first_name: 'Anna',
  last_name: 'Berger',
  city: 'Leipzig',
  postal_code: '04107',
};
const empty = storeCart({ id: 'cart_1', items: [] });
const withContact = storeCart({ ...empty, email: 'anna@example.com' });
const withShipping = storeCart({
  ...withContact,
  shipping_address: address,
  shipping_methods: [{ id: 'sm_1', shipping_option_id: 'so_1', name: 'Insured parcel', amount: 0 }],
});
const withPayment = storeCart({
  ...withShipping,
  payment_collection: {
    id: 'pc_1',
    payment_sessions: [{ id: 'ps_1', provider_id: BANK_TRANSFER_PROVIDER, status: 'pending' }],
  },
});

describe('step gating', () => {
  it('counts the steps the cart holds, in order', () => {
    expect([...completedSteps(empty)]).toEqual([]);
    expect([...completedSteps(withContact)]).toEqual(['contact']);
    expect([...completedSteps(withShipping)]).toEqual(['contact', 'shipping']);
    expect([...completedSteps(withPayment)]).toEqual(['contact', 'shipping', 'payment']);
  });

  it('needs an address and a method for the shipping step, and a live session for payment', () => {
    expect(completedSteps(storeCart({ ...withContact, shipping_address: address })).has('shipping')).toBe(false);
    expect(
      completedSteps(storeCart({ ...withContact, shipping_methods: withShipping.shipping_methods })).has('shipping'),
    ).toBe(false);
    const declined = storeCart({
      ...withShipping,
      payment_collection: { id: 'pc_1', payment_sessions: [{ id: 'ps_1', provider_id: 'pp_x', status: 'error' }] },
    });
    expect(completedSteps(declined).has('payment')).toBe(false);
    // A step the shopper never did does not count even when a later one's data is there.
    expect([...completedSteps(storeCart({ ...withPayment, email: null }))]).toEqual([]);
  });

  it('opens the first missing step, the review once all are done', () => {
    expect(firstOpenStep(empty)).toBe('contact');
    expect(firstOpenStep(withContact)).toBe('shipping');
    expect(firstOpenStep(withShipping)).toBe('payment');
    expect(firstOpenStep(withPayment)).toBe('review');
  });

  it('lets the shopper go back to any done step but not past the first open one', () => {
    expect(allowedStep(withShipping, 'contact')).toBe('contact');
    expect(allowedStep(withShipping, 'payment')).toBe('payment');
    expect(allowedStep(withShipping, 'review')).toBe('payment');
    expect(allowedStep(empty, 'review')).toBe('contact');
    expect(allowedStep(withPayment, 'nonsense')).toBe('review');
    expect(allowedStep(withPayment, null)).toBe('review');
  });

  it('knows the step before each', () => {
    expect(previousStep('contact')).toBeNull();
    expect(previousStep('shipping')).toBe('contact');
    expect(previousStep('review')).toBe('payment');
  });
});

describe('addresses', () => {
  it('maps the form to Medusa and back (country lower case there, upper case here)', () => {
    const form = {
      firstName: ' Anna ',
      lastName: 'Berger',
      company: '',
      address: 'Karl-Liebknecht-Str. 1',
      apartment: '2. OG',
      city: 'Leipzig',
      postalCode: '04107',
      country: 'de',
      phone: '',
    };
    const medusa = toMedusaAddress(form);
    expect(medusa).toMatchObject({
      first_name: 'Anna',
      address_1: 'Karl-Liebknecht-Str. 1',
      address_2: '2. OG',
      country_code: 'de',
    });
    expect(fromMedusaAddress(medusa)).toEqual({ ...form, firstName: 'Anna', country: 'DE' });
    expect(fromMedusaAddress(null).country).toBe('');
  });
});

describe('payment', () => {
  it('reads the newest live session as the choice', () => {
    const cart = storeCart({
      ...withShipping,
      payment_collection: {
        id: 'pc',
        payment_sessions: [
          { id: 'a', provider_id: BANK_TRANSFER_PROVIDER, status: 'pending' },
          {
            id: 'b',
            provider_id: TEST_CARD_PROVIDER,
            status: 'pending',
            data: { cardholder_name: 'Anna Berger' },
          },
          { id: 'c', provider_id: TEST_CARD_PROVIDER, status: 'error' },
        ],
      },
    });
    expect(activeSession(cart)?.id).toBe('b');
    expect(paymentChoiceOf(activeSession(cart))).toEqual({ method: 'card', nameOnCard: 'Anna Berger' });
    expect(paymentChoiceOf(paymentSession({ id: 'x', provider_id: BANK_TRANSFER_PROVIDER }))).toEqual({
      method: 'bankTransfer',
    });
    expect(paymentChoiceOf(null)).toBeNull();
  });

  it('takes any provider but the system one as the card provider', () => {
    expect(cardProvider([BANK_TRANSFER_PROVIDER, STRIPE_PROVIDER])).toBe(STRIPE_PROVIDER);
    expect(cardProvider([BANK_TRANSFER_PROVIDER])).toBeNull();
  });
});

describe("the spec's errors (section 8)", () => {
  it.each([
    [{ message: 'Some variant does not have the required inventory' }, 'complete', 'insufficient-stock'],
    [{ message: 'Not enough stock available for item iitem_01 at location sloc_01' }, 'complete', 'insufficient-stock'],
    [{ message: 'Session: payses_01 was not authorized with the provider.' }, 'complete', 'payment'],
    [{ message: 'The card was declined: the name on the card (cardholder_name) is missing.' }, 'payment', 'payment'],
    [
      { message: "The cart's items require different shipping methods: zone eu ships guitar but not amplification." },
      'shipping-options',
      'mixed-shipping',
    ],
    [
      { message: 'No shipping options available for CH: the shipping matrix ships no amplification to zone export.' },
      'shipping-options',
      'no-shipping',
    ],
    [
      {
        message:
          "Shipping cannot be calculated: the shipping matrix, the cart's items or the shipping address' country is missing.",
      },
      'shipping-options',
      'shipping-cost',
    ],
    [{ message: 'Payment authorization failed', type: 'payment_authorization_error' }, 'complete', 'payment'],
    [{ message: 'The card was declined' }, 'payment', 'payment'],
    [{ message: 'Items require different shipping methods' }, 'shipping-method', 'mixed-shipping'],
    [{ message: 'No shipping option for this address' }, 'shipping-options', 'no-shipping'],
    [new Error('Failed to fetch'), 'shipping-options', 'shipping-cost'],
    [new Error('Failed to fetch'), 'shipping-method', 'shipping-cost'],
    [new Error('Failed to fetch'), 'payment', 'payment'],
    [new Error('Internal server error'), 'complete', 'order'],
    [undefined, 'complete', 'order'],
  ] as const)('%j at %s → %s', (error, stage, expected) => {
    expect(checkoutError(error, stage)).toBe(expected);
  });
});

describe('shipping method names', () => {
  it("uses the site's words for a known option type, Medusa's name otherwise", () => {
    const name = (code: string) => `site:${code}`;
    expect(shippingMethodName({ name: 'Express (Germany)', code: 'express' }, name)).toBe('site:express');
    expect(shippingMethodName({ name: 'Courier (Berlin)', code: 'courier' }, name)).toBe('Courier (Berlin)');
    expect(shippingMethodName({ name: null }, name)).toBe('');
  });
});

describe('paths', () => {
  it('reads the cart or order id from either language, and nothing else', () => {
    expect(cartIdFromPath('/checkout/cart_01ABC')).toBe('cart_01ABC');
    expect(cartIdFromPath('/de/checkout/cart_01ABC/')).toBe('cart_01ABC');
    expect(cartIdFromPath('/checkout/success')).toBeNull();
    expect(cartIdFromPath('/checkout/')).toBeNull();
    expect(cartIdFromPath('/checkout/%3Cscript%3E')).toBeNull();
    expect(cartIdFromPath('/de/order/confirmation/order_01X', 'order/confirmation')).toBe('order_01X');
  });
});

describe('the order as confirmed', () => {
  const order = storeOrder({
    id: 'order_1',
    display_id: 42,
    email: 'anna@example.com',
    items: [
      {
        id: 'l1',
        product_title: 'Auric S',
        variant_title: 'Sunburst',
        quantity: 1,
        unit_price: 2890,
        total: 2890,
        tax_lines: [{ rate: 19 }],
      },
    ],
    shipping_address: address,
    billing_address: address,
    shipping_methods: [{ name: 'Insured parcel (Germany)', amount: 0, data: { code: 'standard' } }],
    payment_collections: [{ payments: [{ provider_id: BANK_TRANSFER_PROVIDER }] }],
    item_total: 2890,
    shipping_total: 0,
    discount_total: 0,
    total: 2890,
  });

  it('shows number, items, addresses, payment, shipping, totals and the tax rate', () => {
    const view = orderView(order, (code) => (code === 'standard' ? 'Versicherter Paketversand' : 'Expressversand'));
    expect(view).toMatchObject({
      number: '#42',
      email: 'anna@example.com',
      paymentMethod: 'bankTransfer',
      bankTransfer: true,
      shippingMethod: 'Versicherter Paketversand',
      subtotal: 2890,
      shipping: 0,
      total: 2890,
      taxRate: 19,
    });
    expect(view.items).toEqual([{ id: 'l1', title: 'Auric S', subtitle: 'Sunburst', quantity: 1, total: 2890 }]);
    expect(view.shippingAddress?.city).toBe('Leipzig');
    // The same billing address is not shown twice.
    expect(view.billingAddress).toBeUndefined();
  });

  it('shows no address and no email when Medusa left them out (the order opened by its id alone)', () => {
    const view = orderView({
      id: 'order_1',
      display_id: 12,
      email: null,
      shipping_address: null,
      billing_address: null,
      items: [],
      total: 0,
    } as unknown as Parameters<typeof orderView>[0]);
    expect(view.email).toBe('');
    expect(view.shippingAddress).toBeUndefined();
    expect(view.billingAddress).toBeUndefined();
  });

  it('says 0% for an export order and card for a card payment', () => {
    const exportOrder = orderView(
      storeOrder({
        ...order,
        items: [{ ...order.items![0]!, tax_lines: [] }],
        payment_collections: [
          { payment_sessions: [{ id: 's', provider_id: TEST_CARD_PROVIDER, status: 'authorized' }] },
        ],
      }),
    );
    expect(exportOrder.taxRate).toBe(0);
    expect(exportOrder.paymentMethod).toBe('card');
  });

  it('lists lines and totals before the promotions and each promotion in the language', () => {
    const promoted = storeOrder({
      ...order,
      items: [
        { ...order.items![0]!, total: 2601, original_total: 2890, adjustments: [{ code: 'SPRING', amount: 289 }] },
      ],
      promotions: [{ id: 'promo_1', code: 'SPRING', is_automatic: false }],
      original_item_total: 2890,
      original_shipping_total: 0,
      item_total: 2601,
      discount_total: 289,
      total: 2601,
    } as Parameters<typeof storeOrder>[0]);
    const view = orderView(promoted, (code) => code, 'de');
    expect(view.discounts).toEqual([{ label: 'Aktionscode SPRING', amount: 289 }]);
    expect(view).toMatchObject({ subtotal: 2890, total: 2601 });
    expect(view.items[0]!.total).toBe(2890);
  });
});
