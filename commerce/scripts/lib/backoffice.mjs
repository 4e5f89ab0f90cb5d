// The workshop's back-office client: Medusa's admin API through the js-sdk, signed in as a Medusa
// admin user with the JWT held in memory only (never stored, never sent to a browser). Each
// command performs one step of the workshop's flow and reports what it did through `log`.
// Used by scripts/backoffice.mjs (`npm run backoffice -- <command>`) and test/backoffice.test.ts.
import Medusa from '@medusajs/js-sdk';
import { isTrackingNumber, trackingUrl } from '@tonewood/rules';

const ORDER_FIELDS = [
  'id',
  'display_id',
  'email',
  'status',
  'payment_status',
  'fulfillment_status',
  'currency_code',
  'total',
  'created_at',
  'summary',
  '*items',
  '*items.detail',
  '*payment_collections',
  '*payment_collections.payments',
  '*payment_collections.payments.refunds',
  '*fulfillments',
  '*fulfillments.items',
  '*shipping_methods',
].join(',');

const money = (amount, currency = 'eur') =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(Number(amount ?? 0));

/** Signs in and returns the commands. */
export async function connectBackoffice({ baseUrl, email, password, log = console.log }) {
  const sdk = new Medusa({ baseUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
  const token = await sdk.auth.login('user', 'emailpass', { email, password });
  if (typeof token !== 'string') throw new Error(`backoffice: ${email} could not sign in with a password`);
  return backofficeCommands(sdk, log);
}

function backofficeCommands(sdk, log) {
  /** An order by id (order_...) or display number (#12 or 12). */
  async function findOrder(ref) {
    const text = String(ref ?? '')
      .trim()
      .replace(/^#/, '');
    if (!text) throw new Error('backoffice: which order? Give its id (order_...) or number');
    if (text.startsWith('order_')) return (await sdk.admin.order.retrieve(text, { fields: ORDER_FIELDS })).order;
    const displayId = Number(text);
    if (!Number.isInteger(displayId))
      throw new Error(`backoffice: "${ref}" is neither an order id nor an order number`);
    for (let offset = 0; ; offset += 100) {
      const { orders, count } = await sdk.admin.order.list({ fields: 'id,display_id', limit: 100, offset });
      const hit = orders.find((order) => order.display_id === displayId);
      if (hit) return (await sdk.admin.order.retrieve(hit.id, { fields: ORDER_FIELDS })).order;
      if (offset + 100 >= count) throw new Error(`backoffice: no order #${displayId}`);
    }
  }

  const payments = (order) => (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []);
  const label = (order) => `order #${order.display_id} (${order.id})`;
  const state = (order) => `payment ${order.payment_status}, fulfilment ${order.fulfillment_status}`;

  async function location() {
    const { stock_locations } = await sdk.admin.stockLocation.list({ fields: 'id,name', limit: 1 });
    if (!stock_locations[0]) throw new Error('backoffice: no stock location');
    return stock_locations[0];
  }

  return {
    findOrder,

    /** The latest orders, newest first. */
    async orders({ limit = 20 } = {}) {
      const { orders } = await sdk.admin.order.list({
        fields: 'id,display_id,email,status,payment_status,fulfillment_status,total,currency_code,created_at',
        order: '-created_at',
        limit,
      });
      for (const order of orders) {
        log(
          `#${order.display_id}  ${order.id}  ${order.created_at}  ${order.email}  ${money(order.total, order.currency_code)}  ${order.status}, ${state(order)}`,
        );
      }
      if (!orders.length) log('no orders yet');
      return orders;
    },

    async order(ref) {
      const order = await findOrder(ref);
      log(
        `${label(order)}  ${order.email}  ${money(order.total, order.currency_code)}  ${order.status}, ${state(order)}`,
      );
      for (const item of order.items ?? [])
        log(
          `  ${item.quantity} × ${item.product_title} (${item.variant_title})  ${money(item.total, order.currency_code)}`,
        );
      for (const method of order.shipping_methods ?? [])
        log(`  shipping: ${method.name}  ${money(method.amount, order.currency_code)}`);
      for (const payment of payments(order))
        log(
          `  payment ${payment.id} via ${payment.provider_id}: ${money(payment.amount, order.currency_code)}${payment.captured_at ? ', captured' : ''}`,
        );
      for (const f of order.fulfillments ?? [])
        log(`  fulfilment ${f.id}${f.shipped_at ? ', shipped' : ''}${f.delivered_at ? ', delivered' : ''}`);
      return order;
    },

    /** Captures every payment not captured yet (bank transfer: the money has arrived). */
    async capture(ref) {
      const order = await findOrder(ref);
      const open = payments(order).filter((payment) => !payment.captured_at && !payment.canceled_at);
      if (!open.length) throw new Error(`backoffice: ${label(order)} has no payment left to capture`);
      for (const payment of open) {
        await sdk.admin.payment.capture(payment.id, {});
        log(
          `captured ${money(payment.amount, order.currency_code)} (payment ${payment.id}, ${payment.provider_id}) of ${label(order)}`,
        );
      }
      return findOrder(order.id);
    },

    /** Creates one fulfilment of every item not fulfilled yet, from the workshop. */
    async fulfil(ref) {
      const order = await findOrder(ref);
      const items = (order.items ?? [])
        .map((item) => ({ id: item.id, quantity: item.quantity - Number(item.detail?.fulfilled_quantity ?? 0) }))
        .filter((item) => item.quantity > 0);
      if (!items.length) throw new Error(`backoffice: ${label(order)} has nothing left to fulfil`);
      const { id: location_id, name } = await location();
      await sdk.admin.order.createFulfillment(order.id, { items, location_id });
      const after = await findOrder(order.id);
      log(
        `created a fulfilment of ${items.reduce((sum, item) => sum + item.quantity, 0)} item(s) from ${name} for ${label(after)}: ${state(after)}`,
      );
      return after;
    },

    /**
     * Marks the fulfilment not shipped yet as shipped, with the carrier's tracking number and link
     * in its label when one is given (Medusa then sends the shopper the shipping mail).
     */
    async ship(ref, trackingNumber) {
      if (trackingNumber !== undefined && !isTrackingNumber(trackingNumber))
        throw new Error(`backoffice: "${trackingNumber}" is not a tracking number (6 to 40 letters and digits)`);
      const order = await findOrder(ref);
      const fulfillment = (order.fulfillments ?? []).find((f) => !f.shipped_at && !f.canceled_at);
      if (!fulfillment)
        throw new Error(`backoffice: ${label(order)} has no fulfilment waiting to ship (run fulfil first)`);
      const items = (fulfillment.items ?? []).map((item) => ({ id: item.line_item_id, quantity: item.quantity }));
      const url = trackingNumber && trackingUrl(trackingNumber);
      const labels = url ? [{ tracking_number: trackingNumber, tracking_url: url, label_url: url }] : undefined;
      await sdk.admin.order.createShipment(order.id, fulfillment.id, { items, ...(labels && { labels }) });
      const after = await findOrder(order.id);
      log(
        `shipped fulfilment ${fulfillment.id} of ${label(after)}${url ? ` (tracking ${trackingNumber}: ${url})` : ''}: ${state(after)}`,
      );
      return after;
    },

    /** Marks the shipped fulfilment as delivered. */
    async deliver(ref) {
      const order = await findOrder(ref);
      const fulfillment = (order.fulfillments ?? []).find((f) => f.shipped_at && !f.delivered_at && !f.canceled_at);
      if (!fulfillment)
        throw new Error(`backoffice: ${label(order)} has no shipped fulfilment waiting for delivery (run ship first)`);
      await sdk.admin.order.markAsDelivered(order.id, fulfillment.id);
      const after = await findOrder(order.id);
      log(`marked fulfilment ${fulfillment.id} of ${label(after)} as delivered: ${state(after)}`);
      return after;
    },

    /** Cancels an order that has not been fulfilled (its reservations are released). */
    async cancel(ref) {
      const order = await findOrder(ref);
      await sdk.admin.order.cancel(order.id);
      log(`cancelled ${label(order)}`);
      return findOrder(order.id);
    },

    /** Takes every delivered item back: creates the return, receives it, refunds what is owed. */
    async return(ref) {
      const order = await findOrder(ref);
      const items = (order.items ?? [])
        .map((item) => ({
          id: item.id,
          quantity:
            Number(item.detail?.fulfilled_quantity ?? 0) -
            Number(item.detail?.return_requested_quantity ?? 0) -
            Number(item.detail?.return_received_quantity ?? 0),
        }))
        .filter((item) => item.quantity > 0);
      if (!items.length) throw new Error(`backoffice: ${label(order)} has no fulfilled item left to return`);
      const { id: location_id, name } = await location();
      const { return: created } = await sdk.admin.return.initiateRequest({ order_id: order.id, location_id });
      await sdk.admin.return.addReturnItem(created.id, { items });
      await sdk.admin.return.confirmRequest(created.id, { no_notification: true });
      log(
        `created return ${created.id} of ${items.reduce((sum, item) => sum + item.quantity, 0)} item(s) for ${label(order)}`,
      );
      await sdk.admin.return.initiateReceive(created.id, {});
      await sdk.admin.return.receiveItems(created.id, { items });
      await sdk.admin.return.confirmReceive(created.id, {});
      const { return: received_ } = await sdk.admin.return.retrieve(created.id, { fields: 'id,status,received_at' });
      log(`received return ${created.id} at ${name} (return ${received_.status})`);

      const received = await findOrder(order.id);
      let owed = -Number(received.summary?.pending_difference ?? 0);
      for (const payment of payments(received).filter((p) => p.captured_at)) {
        if (owed <= 0) break;
        const refunded = (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0);
        const amount = Math.min(owed, Number(payment.amount) - refunded);
        if (amount <= 0) continue;
        await sdk.admin.payment.refund(payment.id, { amount });
        owed -= amount;
        log(
          `refunded ${money(amount, received.currency_code)} (payment ${payment.id}, ${payment.provider_id}) of ${label(received)}`,
        );
      }
      if (owed > 0)
        log(
          `still owed to the customer: ${money(owed, received.currency_code)} (no captured payment left to refund; capture first)`,
        );
      const after = await findOrder(order.id);
      log(`${label(after)}: ${after.status}, ${state(after)}`);
      return { ...after, return: received_ };
    },
  };
}
