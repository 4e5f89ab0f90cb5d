import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { mailLinks } from '../modules/smtp-notification/context';
import { shippingMail, type ShipmentForMail } from '../modules/smtp-notification/shipping-mail';
import { sendOrderMail } from '../modules/smtp-notification/send-order-mail';

/**
 * Sends the shipping mail when the workshop ships a fulfilment (Medusa's shipment.created, whose
 * id is the fulfilment's): the shipped items, the tracking number and link, the order page link.
 */
export default async function shipmentCreatedHandler({
  event: { data },
  container,
}: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (data.no_notification) return;
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const {
    data: [fulfillment],
  } = await query.graph({
    entity: 'fulfillment',
    fields: ['id', 'items.line_item_id', 'items.quantity', 'labels.tracking_number', 'labels.tracking_url', 'order.id'],
    filters: { id: data.id },
  });
  const orderId = (fulfillment as { order?: { id?: string } } | undefined)?.order?.id;
  if (!orderId) {
    logger.warn(`shipment-created: fulfilment ${data.id} belongs to no order; no shipping mail sent`);
    return;
  }
  await sendOrderMail(
    container,
    { orderId, template: 'order-shipped', event: 'shipment-created', key: data.id },
    (order) => shippingMail(order, fulfillment as unknown as ShipmentForMail, mailLinks()),
  );
}

export const config: SubscriberConfig = {
  event: 'shipment.created',
};
