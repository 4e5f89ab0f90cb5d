import { describe, expect, it } from 'vitest';
import { commerceStrings } from '../strings';
import { shopErrorKeys, shopErrors } from './shopErrors';

const en = commerceStrings.en;
const de = commerceStrings.de;

describe('shop error texts', () => {
  it('match spec section 8 exactly in English', () => {
    const texts = shopErrors.map((error) => {
      const { title, message } = shopErrorKeys(error);
      return [title && en[title], en[message]].filter(Boolean).join(' / ');
    });
    expect(texts).toEqual([
      'Error Adding Item / Could not add item to cart.',
      "This product is currently out of stock or you've reached the maximum available quantity.",
      'Error calculating shipping costs',
      'No shipping options available for your address',
      'Could not update region for selected country',
      'Some items in your cart require different shipping methods. Please return to cart and try again.',
      'Your payment could not be processed. Please try again.',
      'An error occurred while processing your order. Please try again.',
    ]);
  });

  it('have a German text for every English one', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const error of shopErrors) {
      const { message } = shopErrorKeys(error);
      expect(de[message]).not.toBe(en[message]);
    }
  });

  it('give the shipping reasons of spec section 5 exactly in English', () => {
    expect([
      en['reason.missing-data'],
      en['reason.no-product-type'],
      en['reason.no-zones'],
      en['reason.zone-not-found'],
      en['reason.no-options'],
      en['reason.no-option-for-type']({ type: 'merch' }),
      en.shippingError,
    ]).toEqual([
      'Missing shipping data',
      'Product type not defined',
      'No shipping zones available',
      'Current shipping zone not found',
      'No shipping options available for this zone',
      'No shipping available for merch',
      'Error calculating shipping costs',
    ]);
  });
});
