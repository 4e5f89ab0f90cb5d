import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER_PROVIDER,
  KNOWN_PAYMENT_PROVIDERS,
  PAYMENT_METHODS,
  STRIPE_PROVIDER,
  TEST_CARD_PROVIDER,
  awaitsTransfer,
  paymentMethodOf,
  providerFor,
  regionPaymentProviders,
  type PaymentMethodEntry,
} from './payment-methods.js';

describe('the payment-method table', () => {
  it('knows the bank transfer and the two card providers', () => {
    expect(paymentMethodOf(BANK_TRANSFER_PROVIDER)).toBe('bankTransfer');
    expect(paymentMethodOf(STRIPE_PROVIDER)).toBe('card');
    expect(paymentMethodOf(TEST_CARD_PROVIDER)).toBe('card');
    expect(awaitsTransfer(BANK_TRANSFER_PROVIDER)).toBe(true);
    expect(awaitsTransfer(TEST_CARD_PROVIDER)).toBe(false);
    expect(KNOWN_PAYMENT_PROVIDERS).toEqual([STRIPE_PROVIDER, TEST_CARD_PROVIDER, BANK_TRANSFER_PROVIDER]);
  });

  it('counts a provider it does not know as card, and none as no transfer', () => {
    expect(paymentMethodOf('pp_adyen_adyen')).toBe('card');
    expect(awaitsTransfer(undefined)).toBe(false);
    expect(paymentMethodOf(null)).toBe('card');
  });

  it('picks the provider a region offers for a method', () => {
    expect(providerFor('card', [BANK_TRANSFER_PROVIDER, STRIPE_PROVIDER])).toBe(STRIPE_PROVIDER);
    expect(providerFor('card', [BANK_TRANSFER_PROVIDER])).toBeNull();
    expect(providerFor('bankTransfer', [TEST_CARD_PROVIDER, BANK_TRANSFER_PROVIDER])).toBe(BANK_TRANSFER_PROVIDER);
  });

  it('gives every region the configured card provider and the transfer', () => {
    expect(regionPaymentProviders({ stripe: false })).toEqual([TEST_CARD_PROVIDER, BANK_TRANSFER_PROVIDER]);
    expect(regionPaymentProviders({ stripe: true })).toEqual([STRIPE_PROVIDER, BANK_TRANSFER_PROVIDER]);
  });

  it('takes a further provider from the table alone: a second transfer provider in a fixture', () => {
    // A pay-by-invoice provider that, like the transfer, places the order before the money comes.
    const table: PaymentMethodEntry[] = PAYMENT_METHODS.map((entry) =>
      entry.method === 'bankTransfer' ? { ...entry, providers: [...entry.providers, 'pp_invoice_invoice'] } : entry,
    );
    expect(paymentMethodOf('pp_invoice_invoice', table)).toBe('bankTransfer');
    expect(awaitsTransfer('pp_invoice_invoice', table)).toBe(true);
    expect(providerFor('bankTransfer', ['pp_invoice_invoice'], table)).toBe('pp_invoice_invoice');
    expect(awaitsTransfer('pp_invoice_invoice')).toBe(false);
  });
});
