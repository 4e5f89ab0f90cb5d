// The shop's payment methods: one table that every runtime reads (Medusa's config and seed, the
// checkout's picker and sessions, the confirmation page, the order page and the order mail), so a
// method is added here and the places that show or take it follow. Each method names the Medusa
// payment providers that pay that way and how an order paid so goes on.

/** A way to pay, as the shopper chooses it. */
export type PaymentMethod = 'bankTransfer' | 'card';

export interface PaymentMethodEntry {
  readonly method: PaymentMethod;
  /**
   * The Medusa payment providers that pay this way, the preferred one first. A region offers one of
   * them; which one is configured (Stripe with a key, else the local test card) is Medusa's config.
   */
  readonly providers: readonly string[];
  /**
   * True when the order is placed before the money arrives (a bank transfer): the confirmation, the
   * order page and the order mail show the bank details and the order's reference, and the order
   * stays 'awaiting payment' although Medusa's provider authorises it at once.
   */
  readonly awaitsTransfer: boolean;
}

/** Medusa's system payment provider, always registered: the bank transfer. */
export const BANK_TRANSFER_PROVIDER = 'pp_system_default';
/** Medusa's Stripe provider (registered with id "stripe" when STRIPE_API_KEY is set). */
export const STRIPE_PROVIDER = 'pp_stripe_stripe';
/** The local test-card provider of commerce/ (id "test-card": development and tests without Stripe). */
export const TEST_CARD_PROVIDER = 'pp_test-card_test-card';

/** The methods in the order the checkout offers them. */
export const PAYMENT_METHODS: readonly PaymentMethodEntry[] = [
  { method: 'card', providers: [STRIPE_PROVIDER, TEST_CARD_PROVIDER], awaitsTransfer: false },
  { method: 'bankTransfer', providers: [BANK_TRANSFER_PROVIDER], awaitsTransfer: true },
];

/** The entry of a provider id, or undefined for one the table does not know. */
function paymentEntryOf(
  providerId: string | null | undefined,
  table: readonly PaymentMethodEntry[] = PAYMENT_METHODS,
): PaymentMethodEntry | undefined {
  return providerId ? table.find((entry) => entry.providers.includes(providerId)) : undefined;
}

/**
 * The method a provider id pays with. A provider the table does not know counts as card (a card
 * processor added in Medusa before it is added here), as it always did: only a transfer is special.
 */
export function paymentMethodOf(
  providerId: string | null | undefined,
  table: readonly PaymentMethodEntry[] = PAYMENT_METHODS,
): PaymentMethod {
  return paymentEntryOf(providerId, table)?.method ?? 'card';
}

/** Whether an order paid through this provider is placed awaiting a transfer (bank details shown). */
export function awaitsTransfer(
  providerId: string | null | undefined,
  table: readonly PaymentMethodEntry[] = PAYMENT_METHODS,
): boolean {
  return paymentEntryOf(providerId, table)?.awaitsTransfer ?? false;
}

/** The provider a region offers for `method` (the first of the method's providers it has), or null. */
export function providerFor(
  method: PaymentMethod,
  offered: readonly string[],
  table: readonly PaymentMethodEntry[] = PAYMENT_METHODS,
): string | null {
  const entry = table.find((candidate) => candidate.method === method);
  return entry?.providers.find((provider) => offered.includes(provider)) ?? null;
}

/**
 * The providers every region offers: each method's provider as configured (`card` picks Stripe when
 * a key is set, else the test card), the order of the table.
 */
export function regionPaymentProviders(
  { stripe }: { stripe: boolean },
  table: readonly PaymentMethodEntry[] = PAYMENT_METHODS,
): string[] {
  return table.flatMap((entry) =>
    entry.method === 'card' ? [stripe ? STRIPE_PROVIDER : TEST_CARD_PROVIDER] : [entry.providers[0]!],
  );
}

/** Every provider the table names (the seed takes those not configured off a region). */
export const KNOWN_PAYMENT_PROVIDERS: readonly string[] = PAYMENT_METHODS.flatMap((entry) => entry.providers);
