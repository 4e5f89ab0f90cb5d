import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { orderConfirmationMail, type OrderForMail } from '../modules/smtp-notification/order-mail';

/** Sends the order confirmation (smtp-notification, channel email) in the order's language. */
export default async function orderPlacedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const {
    data: [order],
  } = await query.graph({
    entity: 'order',
    fields: [
      'id',
      'display_id',
      'email',
      'currency_code',
      'locale',
      'metadata',
      'total',
      'shipping_total',
      'items.title',
      'items.product_title',
      'items.variant_title',
      'items.quantity',
      'items.total',
      'shipping_address.first_name',
    ],
    filters: { id: data.id },
  });
  if (!order?.email) {
    logger.warn(`order-placed: order ${data.id} has no email; no confirmation sent`);
    return;
  }
  const mail = orderConfirmationMail(order as unknown as OrderForMail);
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
