import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import {
  ContainerRegistrationKeys,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
} from '@medusajs/framework/utils';
import { PRICE_HISTORY_PAUSED, recordPriceChangesWorkflow } from '../workflows/price-history/record-price-changes';

/**
 * A variant's own prices change through Medusa's product workflows (the admin's price editor,
 * product and variant updates, new variants); each emits one of these events per product or
 * variant. Its variants' new calculated prices go into the price history. (Price lists emit no
 * events: src/api/price-history-middlewares.ts and the job src/jobs/price-list-boundaries.ts
 * record those.)
 */
export default async function priceHistoryHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  // The seed (which runs with this subscriber loaded) writes the history itself, backdated.
  if (process.env[PRICE_HISTORY_PAUSED] === '1') return;
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const isProduct = event.name === ProductWorkflowEvents.CREATED || event.name === ProductWorkflowEvents.UPDATED;
  let variantIds = [event.data.id];
  if (isProduct) {
    const { data } = await query.graph({ entity: 'product', fields: ['variants.id'], filters: { id: event.data.id } });
    variantIds = (data[0]?.variants ?? []).map((variant) => variant?.id).filter((id): id is string => Boolean(id));
  }
  if (!variantIds.length) return;
  try {
    await recordPriceChangesWorkflow(container).run({ input: { variant_ids: variantIds } });
  } catch (error) {
    logger.error(`price-history: recording ${event.name} ${event.data.id} failed: ${(error as Error).message}`);
  }
}

export const config: SubscriberConfig = {
  event: [
    ProductVariantWorkflowEvents.CREATED,
    ProductVariantWorkflowEvents.UPDATED,
    ProductWorkflowEvents.CREATED,
    ProductWorkflowEvents.UPDATED,
  ],
};
