import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { mailLinks, shopContentReader } from '../modules/smtp-notification/context';
import { orderConfirmationMail, orderLanguage } from '../modules/smtp-notification/order-mail';
import { sendOrderMail } from '../modules/smtp-notification/send-order-mail';

/**
 * Sends the order confirmation, the contract confirmation (smtp-notification, channel email), in
 * the order's language, with the bank details and terms from Strapi when it can read them.
 */
export default async function orderPlacedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  await sendOrderMail(
    container,
    { orderId: data.id, template: 'order-confirmation', event: 'order-placed' },
    async (order) =>
      orderConfirmationMail(order, {
        links: mailLinks(),
        shop: await shopContentReader(logger).get(orderLanguage(order)),
      }),
  );
}

export const config: SubscriberConfig = {
  event: 'order.placed',
};
