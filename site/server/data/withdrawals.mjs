// The withdrawal function's way into Medusa (over the one admin client, commerce.mjs): find an
// order by its number and email, and record a withdrawal where the workshop works, on the order
// in Medusa Admin:
// - items already fulfilled: a return request (begin a return, request the items, confirm the
//   request), with the time of receipt and the shopper's text in its internal note and metadata;
// - items not fulfilled yet: an order-edit request that sets their quantity to what is left
//   (Medusa's request to change an order, which the workshop confirms or declines in Admin; a
//   cancellation would end the order at once, without the workshop looking at it);
// - the withdrawal's key and receipt time in the order's metadata (`withdrawals`), read first,
//   so the same withdrawal sent again records nothing new.
import { madeToSpecification } from '@tonewood/rules';

const ORDER_FIELDS = [
  'id',
  'display_id',
  'email',
  'created_at',
  'metadata',
  '*items',
  '*items.detail',
  '*fulfillments',
].join(',');

/** The first stock location: where returns go back to (the workshop). */
async function returnLocation(sdk) {
  const { stock_locations } = await sdk.admin.stockLocation.list({ fields: 'id', limit: 1 });
  return stock_locations[0]?.id;
}

/**
 * An order's line as the withdrawal sees it: how many are fulfilled and still returnable, how
 * many are not fulfilled yet, and whether its product is made to specification.
 */
function withdrawalLine(item, productMetadata) {
  const detail = item.detail ?? {};
  const quantity = Number(item.quantity ?? 0);
  const fulfilled = Number(detail.fulfilled_quantity ?? 0);
  const returning = Number(detail.return_requested_quantity ?? 0) + Number(detail.return_received_quantity ?? 0);
  return {
    id: item.id,
    title: item.product_title ?? item.title ?? '',
    variant: item.variant_title ?? '',
    quantity,
    returnable: Math.max(0, fulfilled - returning),
    unfulfilled: Math.max(0, quantity - fulfilled),
    metadata: productMetadata ?? null,
    madeToSpecification: madeToSpecification(productMetadata),
  };
}

/** The latest delivery of the order's fulfilments (ISO), or null while nothing is delivered. */
function latestDelivery(fulfillments) {
  const delivered = (fulfillments ?? [])
    .filter((f) => f.delivered_at && !f.canceled_at)
    .map((f) => new Date(f.delivered_at).getTime());
  return delivered.length ? new Date(Math.max(...delivered)).toISOString() : null;
}

/** @param {ReturnType<typeof import('./commerce.mjs').createCommerceAdmin>} commerce */
export function createWithdrawalRecords(commerce) {
  return {
    /**
     * The order with this display number whose email is `email` (case-insensitive), or null:
     * an unknown number and a wrong email look the same to the caller.
     * @returns {Promise<null | { id, displayId, email, orderedAt, deliveredAt, metadata, lines }>}
     */
    findOrder: ({ displayId, email }) =>
      commerce.withAdmin(async (sdk) => {
        const wanted = email.trim().toLowerCase();
        // Medusa searches the email (q); the number and the exact address are compared here.
        const { orders } = await sdk.admin.order.list({ q: wanted, fields: 'id,display_id,email', limit: 50 });
        const hit = orders.find(
          (order) => order.display_id === displayId && String(order.email ?? '').toLowerCase() === wanted,
        );
        if (!hit) return null;
        const { order } = await sdk.admin.order.retrieve(hit.id, { fields: ORDER_FIELDS });
        const productIds = [...new Set((order.items ?? []).map((item) => item.product_id).filter(Boolean))];
        const { products } = productIds.length
          ? await sdk.admin.product.list({ id: productIds, fields: 'id,metadata', limit: productIds.length })
          : { products: [] };
        const metadataOf = new Map(products.map((product) => [product.id, product.metadata]));
        return {
          id: order.id,
          displayId: order.display_id,
          email: order.email,
          orderedAt: order.created_at,
          deliveredAt: latestDelivery(order.fulfillments),
          metadata: order.metadata ?? {},
          lines: (order.items ?? []).map((item) => withdrawalLine(item, metadataOf.get(item.product_id))),
        };
      }),

    /**
     * Records the withdrawal on the order: a return request for `returnItems`, an order-edit
     * request for `cancelItems` ({ id, quantity } each: the quantity to take back / cancel), and
     * the key with the withdrawn `itemIds` in the order's metadata. Resolves to what was created.
     */
    record: ({ order, key, itemIds = [], receivedAt, note, returnItems, cancelItems }) =>
      commerce.withAdmin(async (sdk) => {
        // The items it covers: the same items sent again with another text are no new withdrawal.
        const withdrawal = { received_at: receivedAt, items: itemIds };
        // The note also in metadata: the return keeps its metadata; the notes go to Medusa's order change.
        const metadata = { withdrawal_key: key, withdrawal_received_at: receivedAt, withdrawal_note: note };
        if (returnItems.length) {
          const { return: created } = await sdk.admin.return.initiateRequest({
            order_id: order.id,
            location_id: await returnLocation(sdk),
            description: note,
            internal_note: note,
            metadata,
          });
          await sdk.admin.return.addReturnItem(created.id, {
            items: returnItems.map(({ id, quantity }) => ({ id, quantity, internal_note: note })),
          });
          await sdk.admin.return.confirmRequest(created.id, { no_notification: true });
          withdrawal.return_id = created.id;
        }
        if (cancelItems.length) {
          const { order_change: change } = await sdk.admin.orderEdit.initiateRequest({
            order_id: order.id,
            description: note,
            internal_note: note,
            metadata,
          });
          for (const { id, quantity } of cancelItems) {
            const line = order.lines.find((l) => l.id === id);
            await sdk.admin.orderEdit.updateOriginalItem(order.id, id, {
              quantity: Math.max(0, (line?.quantity ?? quantity) - quantity),
              internal_note: note,
            });
          }
          await sdk.admin.orderEdit.request(order.id, { no_notification: true });
          withdrawal.order_change_id = change?.id;
        }
        const { order: current } = await sdk.admin.order.retrieve(order.id, { fields: 'id,metadata' });
        const before = current.metadata ?? {};
        await sdk.admin.order.update(order.id, {
          metadata: { ...before, withdrawals: { ...(before.withdrawals ?? {}), [key]: withdrawal } },
        });
        return withdrawal;
      }),
  };
}
