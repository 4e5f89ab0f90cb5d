import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { mailLinks, shopContentReader } from '../modules/smtp-notification/context';
import { orderConfirmationMail, orderLanguage, type OrderForMail } from '../modules/smtp-notification/order-mail';

/** What the order mails read of an order (the shipping mail too). */
export const ORDER_MAIL_FIELDS = [
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
  'items.id',
  'items.title',
  'items.product_title',
  'items.variant_title',
  'items.quantity',
  'items.unit_price',
  'items.total',
  'items.tax_lines.rate',
  'shipping_address.*',
  'billing_address.*',
  'region.metadata',
  'payment_collections.payments.provider_id',
  'payment_collections.payment_sessions.provider_id',
];

/**
 * Sends the order confirmation, the contract confirmation (smtp-notification, channel email), in
 * the order's language, with the bank details and terms from Strapi when it can read them.
 */
export default async function orderPlacedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const {
    data: [order],
  } = await query.graph({ entity: 'order', fields: ORDER_MAIL_FIELDS, filters: { id: data.id } });
  if (!order?.email) {
    logger.warn(`order-placed: order ${data.id} has no email; no confirmation sent`);
    return;
  }
  const forMail = order as unknown as OrderForMail;
  const shop = await shopContentReader(logger).get(orderLanguage(forMail));
  const mail = orderConfirmationMail(forMail, { links: mailLinks(), shop });
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: order.email,
    channel: 'email',
    template: 'order-confirmation',
    data: mail,
  });
}

export const config: SubscriberConfig = {
  event: 'order.placed',
};
