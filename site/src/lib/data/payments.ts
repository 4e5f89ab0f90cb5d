// The payment calls: the providers a region offers and the cart's payment session.
import type { HttpTypes } from '@medusajs/types';
import type { MedusaClient } from './client';

export function paymentCalls(medusa: MedusaClient) {
  const payment = async () => (await medusa()).store.payment;
  return {
    /** The payment providers of a region (their methods: @tonewood/rules payment-methods). */
    providers: async (regionId: string): Promise<string[]> => {
      const listed = await (await payment()).listPaymentProviders({ region_id: regionId, fields: 'id' });
      return listed.payment_providers.map((provider) => provider.id);
    },
    /** Starts (or replaces) the cart's payment session with a provider and the data it takes. */
    initiate: async (cart: HttpTypes.StoreCart, providerId: string, data?: Record<string, unknown>): Promise<void> => {
      const session = { provider_id: providerId, ...(data && { data }) };
      // The answer (the payment collection) is not read: the checkout reads the cart again.
      await (await payment()).initiatePaymentSession(cart, session, { fields: 'id' });
    },
  };
}
