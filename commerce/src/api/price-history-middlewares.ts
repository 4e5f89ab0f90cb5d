import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { recordPriceChangesWorkflow } from '../workflows/price-history/record-price-changes';

/**
 * Medusa's price-list workflows (create, update, delete, prices batch, products removed) emit no
 * events and offer no hooks, so the admin's price-list routes record the price history once they
 * have answered successfully (all variants: a deleted list's variants are no longer known).
 */
export function recordAfterPriceListWrite(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  res.once('finish', () => {
    if (res.statusCode >= 400) return;
    recordPriceChangesWorkflow(req.scope)
      .run({ input: {} })
      .catch((error: Error) =>
        req.scope
          .resolve(ContainerRegistrationKeys.LOGGER)
          .error(`price-history: recording after ${req.method} ${req.originalUrl} failed: ${error.message}`),
      );
  });
  next();
}
