import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { recordPriceChangesWorkflow } from '../workflows/price-history/record-price-changes';

/**
 * Price lists start and end at their dates without any event. Every 30 seconds this job records
 * the prices that changed since the history's last rows; a change a list's start or end caused is
 * recorded at that `starts_at` / `ends_at` (recordPriceChanges finds it), not at the job's time.
 */
export default async function priceListBoundariesJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const { result } = await recordPriceChangesWorkflow(container).run({ input: {} });
  if (result.length) logger.info(`price-history: recorded ${result.length} price changes`);
}

export const config = {
  name: 'price-list-boundaries',
  schedule: '*/30 * * * * *',
};
