// The order calls: one placed order as the confirmation page shows it.
import type { HttpTypes } from '@medusajs/types';
import type { MedusaClient } from './client';

/** What the confirmation reads: numbers, lines with their VAT, addresses, shipping and payment, the promotions. */
const ORDER_FIELDS =
  'id,display_id,email,created_at,item_total,subtotal,shipping_total,discount_total,tax_total,total,*items,*items.tax_lines,*shipping_address,*billing_address,*shipping_methods,*shipping_methods.tax_lines,*payment_collections,*payment_collections.payment_sessions,*payment_collections.payments,+original_item_total,+original_shipping_total,+items.original_total,*items.adjustments,+shipping_methods.total,+shipping_methods.original_total,*shipping_methods.adjustments,*promotions,+promotions.metadata';

export function orderCalls(medusa: MedusaClient) {
  return {
    /**
     * The order; its email and addresses only with the order's link token (`x-order-token`, from
     * the site's /api/order-link): Medusa leaves them out for an id alone.
     */
    retrieve: async (id: string, token?: string | null): Promise<HttpTypes.StoreOrder> =>
      (
        await (
          await medusa()
        ).store.order.retrieve(id, { fields: ORDER_FIELDS }, token ? { 'x-order-token': token } : undefined)
      ).order,
  };
}
