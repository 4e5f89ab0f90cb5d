// The one way the order mails are sent: read what they need of the order, build the mail in the
// order's language, hand it to the notification module (channel email, smtp-notification).
import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import type { Mail } from './layout';
import type { OrderForMail } from './order-mail';

/** What the order mails read of an order (the shipping mail too). */
const ORDER_MAIL_FIELDS = [
  'id',
  'display_id',
  'email',
  'created_at',
  'currency_code',
  'locale',
  'metadata',
  'total',
  'subtotal',
  'item_total',
  'discount_total',
  'shipping_total',
  'tax_total',
  'original_item_total',
  'original_shipping_total',
  'items.id',
  'items.title',
  'items.product_title',
  'items.variant_title',
  'items.quantity',
  'items.unit_price',
  'items.total',
  'items.tax_lines.rate',
  'items.original_total',
  'items.adjustments.code',
  'items.adjustments.amount',
  'shipping_methods.total',
  'shipping_methods.original_total',
  'shipping_methods.adjustments.code',
  'shipping_methods.adjustments.amount',
  'promotions.code',
  'promotions.is_automatic',
  'promotions.metadata',
  'shipping_address.*',
  'billing_address.*',
  'region.metadata',
  'payment_collections.payments.provider_id',
  'payment_collections.payment_sessions.provider_id',
];

/**
 * Sends the mail `build` makes of the order `orderId` to the order's address, as `template`;
 * logs a warning naming `event` and sends nothing when the order has no address. The notification
 * row (Medusa's Notification Module) is the mail's durable record: its idempotency key
 * (`key`, default template:orderId) makes a second event send nothing, and a mail the SMTP server
 * refused stays a `failure` row that the resend-mails job sends when the server answers.
 */
export async function sendOrderMail(
  container: MedusaContainer,
  { orderId, template, event, key = orderId }: { orderId: string; template: string; event: string; key?: string },
  build: (order: OrderForMail) => Mail | Promise<Mail>,
): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const {
    data: [order],
  } = await query.graph({ entity: 'order', fields: ORDER_MAIL_FIELDS, filters: { id: orderId } });
  if (!order?.email) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`${event}: order ${orderId} has no email; no ${template} mail sent`);
    return;
  }
  const data = await build(order as unknown as OrderForMail);
  try {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to: order.email,
      channel: 'email',
      template,
      data,
      idempotency_key: `${template}:${key}`,
      resource_id: orderId,
      resource_type: 'order',
    });
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(
        `${event}: the ${template} mail of order ${orderId} was not sent (${(error as Error).message.split('\n').pop()}); ` +
          'it is kept and the resend-mails job sends it when the mail server answers',
      );
  }
}
