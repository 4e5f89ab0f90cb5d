import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils';
import { z } from '@medusajs/framework/zod';
import { currentPriceSince, lowestPriceBefore } from '@tonewood/rules';
import { PRICE_HISTORY_MODULE } from '../../../modules/price-history';
import type PriceHistoryModuleService from '../../../modules/price-history/service';
import { currentPrices } from '../../../workflows/price-history/record-price-changes';

/** At most this many product and variant ids per request. */
export const MAX_PRICE_HISTORY_IDS = 100;

/** An id parameter given once, repeated (`?id=a&id=b`) or comma-separated (`?id=a,b`). */
const ids = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    [value ?? []]
      .flat()
      .flatMap((part) => part.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .max(64)
        .regex(/^[A-Za-z0-9_]+$/, 'ids are letters, digits and underscores'),
    ),
  );

const PriceHistoryQuery = z
  .object({
    region_id: z.string({ error: 'region_id is required' }).regex(/^[A-Za-z0-9_]{1,64}$/, 'region_id is not an id'),
    product_id: ids,
    variant_id: ids,
  })
  .refine((query) => query.product_id.length + query.variant_id.length > 0, {
    message: 'give product_id or variant_id',
  })
  .refine((query) => query.product_id.length + query.variant_id.length <= MAX_PRICE_HISTORY_IDS, {
    message: `at most ${MAX_PRICE_HISTORY_IDS} product and variant ids`,
  });

function parseQuery(query: unknown) {
  const parsed = PriceHistoryQuery.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${where}${issue?.message ?? 'invalid query'}`);
  }
  return parsed.data;
}

/**
 * Per variant of the published products asked for: its current calculated price in the region,
 * the original amount (above it while a sale price list is in force), since when the current price
 * holds (from the price history) and the lowest price of the 30 days before that.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { region_id, product_id, variant_id } = parseQuery(req.query);
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const history: PriceHistoryModuleService = req.scope.resolve(PRICE_HISTORY_MODULE);

  const { data: regions } = await query.graph({ entity: 'region', fields: ['id'], filters: { id: region_id } });
  if (!regions.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, 'region_id: no such region');

  const [{ data: products }, { data: variants }] = await Promise.all([
    product_id.length
      ? query.graph({
          entity: 'product',
          fields: ['variants.id'],
          filters: { id: product_id, status: 'published' },
        })
      : Promise.resolve({ data: [] as { variants?: ({ id: string } | null)[] | null }[] }),
    variant_id.length
      ? query.graph({ entity: 'product_variant', fields: ['id', 'product.status'], filters: { id: variant_id } })
      : Promise.resolve({ data: [] as { id: string; product?: { status?: string } | null }[] }),
  ]);
  const variantIds = [
    ...new Set([
      ...products.flatMap((product) => (product.variants ?? []).map((variant) => variant?.id)),
      ...variants.filter((variant) => variant.product?.status === 'published').map((variant) => variant.id),
    ]),
  ].filter((id): id is string => Boolean(id));
  if (!variantIds.length) {
    res.json({ prices: [] });
    return;
  }

  const [{ prices }, rows] = await Promise.all([
    currentPrices(req.scope, { variantIds, regionIds: [region_id] }),
    history.historyOf(variantIds, region_id),
  ]);
  res.json({
    prices: prices.map((price) => {
      const points = rows
        .filter((row) => row.variant_id === price.variant_id && row.currency_code === price.currency_code)
        .map((row) => ({ amount: row.amount, effectiveAt: row.effective_at }));
      const since = currentPriceSince(points);
      return {
        variant_id: price.variant_id,
        product_id: price.product_id,
        currency_code: price.currency_code,
        amount: price.amount,
        original_amount: price.original_amount,
        lowest_amount: since ? lowestPriceBefore(points, since) : null,
        since: since?.toISOString() ?? null,
      };
    }),
  });
}
