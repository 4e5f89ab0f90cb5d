import { describe, expect, it } from 'vitest';
import {
  checkoutSchemaMessages,
  createCheckoutContactSchema,
  createPaymentMethodSchema,
  createShippingAddressSchema,
  createShippingMethodSchema,
} from './checkout';

type Schema = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address: 'Holzweg 12',
  apartment: '',
  city: 'Leipzig',
  postalCode: '04109',
  country: 'DE',
  phone: '',
};

describe('checkout contact schema', () => {
  it('accepts a valid email', () => {
    expect(issuesOf(createCheckoutContactSchema(), { email: 'ada@example.com' })).toBeUndefined();
  });
  it("says 'This field is required' for an empty email, once", () => {
    expect(issuesOf(createCheckoutContactSchema(), { email: '  ' })).toEqual([['email', 'This field is required']]);
  });
  it("says 'Please enter a valid email address' for a malformed one", () => {
    expect(issuesOf(createCheckoutContactSchema(), { email: 'ada@example' })).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });
  it('speaks German when given the German messages', () => {
    const de = createCheckoutContactSchema(checkoutSchemaMessages.de);
    expect(issuesOf(de, { email: '' })).toEqual([['email', 'Dieses Feld ist erforderlich']]);
    expect(issuesOf(de, { email: 'x' })).toEqual([['email', 'Bitte gib eine gültige E-Mail-Adresse ein']]);
  });
});

describe('shipping address schema', () => {
  it('accepts an address without the optional company, apartment and phone', () => {
    expect(issuesOf(createShippingAddressSchema(), address)).toBeUndefined();
    const { company, apartment, phone, ...withoutOptional } = address;
    expect([company, apartment, phone]).toEqual(['', '', '']);
    expect(issuesOf(createShippingAddressSchema(), withoutOptional)).toBeUndefined();
  });
  it("requires first name, last name, address, city, postal code and country with 'This field is required'", () => {
    const empty = Object.fromEntries(Object.keys(address).map((key) => [key, '']));
    expect(issuesOf(createShippingAddressSchema(), empty)).toEqual(
      ['firstName', 'lastName', 'address', 'city', 'postalCode', 'country'].map((key) => [
        key,
        'This field is required',
      ]),
    );
  });
  it('treats whitespace as empty', () => {
    expect(issuesOf(createShippingAddressSchema(), { ...address, city: '   ' })).toEqual([
      ['city', 'This field is required'],
    ]);
  });
});

describe('shipping method schema', () => {
  it("says 'Please select a shipping method' when none is chosen", () => {
    expect(issuesOf(createShippingMethodSchema(), { shippingMethodId: '' })).toEqual([
      ['shippingMethodId', 'Please select a shipping method'],
    ]);
    expect(issuesOf(createShippingMethodSchema(), {})).toEqual([
      ['shippingMethodId', 'Please select a shipping method'],
    ]);
  });
  it('accepts a chosen method', () => {
    expect(issuesOf(createShippingMethodSchema(), { shippingMethodId: 'dhl' })).toBeUndefined();
  });
  it('has a German message', () => {
    expect(issuesOf(createShippingMethodSchema(checkoutSchemaMessages.de), {})).toEqual([
      ['shippingMethodId', 'Bitte wähle eine Versandart'],
    ]);
  });
});

describe('payment method schema', () => {
  it('needs the name on the card for card payments only', () => {
    expect(issuesOf(createPaymentMethodSchema(), { method: 'card', nameOnCard: '' })).toEqual([
      ['nameOnCard', 'This field is required'],
    ]);
    expect(issuesOf(createPaymentMethodSchema(), { method: 'card', nameOnCard: 'Ada Lovelace' })).toBeUndefined();
    expect(issuesOf(createPaymentMethodSchema(), { method: 'bankTransfer', nameOnCard: '' })).toBeUndefined();
  });
});
