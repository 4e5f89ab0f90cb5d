import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from '@medusajs/framework/workflows-sdk';
import { PRICE_HISTORY_MODULE } from '../../modules/price-history';
import type PriceHistoryModuleService from '../../modules/price-history/service';
import { historyKey, type PriceSource } from '../../modules/price-history/service';

/**
 * The environment variable that, set to '1', pauses the product and variant subscriber in this
 * process: the seed sets it while it creates products and writes their history itself.
 */
export const PRICE_HISTORY_PAUSED = 'TONEWOOD_PRICE_HISTORY_PAUSED';

export interface RecordPriceChangesInput {
  /** The variants to look at; all variants when left out. */
  variant_ids?: string[];
  /** When the changes took effect; left out: the price-list boundary that caused them, else now. */
  at?: Date | string;
}

/** A variant's current calculated price in one region, as Medusa's Pricing Module computes it. */
export interface CurrentPrice {
  variant_id: string;
  product_id: string;
  region_id: string;
  currency_code: string;
  amount: number;
  original_amount: number;
  source: PriceSource;
  price_list_id: string | null;
}

type PriceListTimes = {
  id: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  updated_at: Date | string;
  price_set_ids: string[];
};

const time = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).getTime());

/**
 * The current calculated prices of these variants (all when left out) in these regions (all when
 * left out), per region with its currency: `calculatePrices` with the region and currency as context,
 * so a sale price list in force gives the amount and its original amount.
 */
export async function currentPrices(
  container: MedusaContainer,
  { variantIds, regionIds }: { variantIds?: string[]; regionIds?: string[] } = {},
): Promise<{ prices: CurrentPrice[]; priceSets: Map<string, string> }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const pricing = container.resolve(Modules.PRICING);
  const [{ data: variants }, { data: regions }] = await Promise.all([
    query.graph({
      entity: 'product_variant',
      fields: ['id', 'product_id', 'price_set.id'],
      ...(variantIds ? { filters: { id: variantIds } } : {}),
    }),
    query.graph({
      entity: 'region',
      fields: ['id', 'currency_code'],
      ...(regionIds ? { filters: { id: regionIds } } : {}),
    }),
  ]);
  const priceSets = new Map<string, string>();
  for (const variant of variants) if (variant.price_set?.id) priceSets.set(variant.id, variant.price_set.id);
  const prices: CurrentPrice[] = [];
  if (!priceSets.size) return { prices, priceSets };
  for (const region of regions) {
    const calculated = await pricing.calculatePrices(
      { id: [...new Set(priceSets.values())] },
      { context: { region_id: region.id, currency_code: region.currency_code } },
    );
    const bySet = new Map(calculated.map((price) => [price.id, price]));
    for (const variant of variants) {
      const price = bySet.get(priceSets.get(variant.id) ?? '');
      if (price?.calculated_amount == null) continue;
      const priceListId = price.calculated_price?.price_list_id ?? null;
      prices.push({
        variant_id: variant.id,
        product_id: variant.product_id!,
        region_id: region.id,
        currency_code: price.currency_code ?? region.currency_code,
        amount: Number(price.calculated_amount),
        original_amount: Number(price.original_amount ?? price.calculated_amount),
        source: priceListId ? 'price_list' : 'variant',
        price_list_id: priceListId,
      });
    }
  }
  return { prices, priceSets };
}

/** The price lists with their start, end and last change, and the price sets they price. */
async function priceListTimes(container: MedusaContainer): Promise<PriceListTimes[]> {
  const pricing = container.resolve(Modules.PRICING);
  const lists = await pricing.listPriceLists(
    {},
    { select: ['id', 'starts_at', 'ends_at', 'updated_at'], relations: ['prices'], take: null },
  );
  return lists.map((list) => ({
    id: list.id,
    starts_at: list.starts_at ?? null,
    ends_at: list.ends_at ?? null,
    updated_at: (list as { updated_at?: Date | string }).updated_at ?? new Date(0),
    price_set_ids: [...new Set((list.prices ?? []).map((price) => (price as { price_set_id?: string }).price_set_id!))],
  }));
}

/**
 * When a change noticed now took effect: the latest start or end of a price list pricing this
 * variant that lies after the history's last row and not in the future, and that the list had when
 * it was last saved (a list created or edited with a past date changed prices only now); else now.
 */
function effectiveTime(lists: PriceListTimes[], priceSetId: string, after: number, now: number): number {
  let latest: number | null = null;
  for (const list of lists) {
    if (!list.price_set_ids.includes(priceSetId)) continue;
    const saved = time(list.updated_at) ?? 0;
    for (const boundary of [time(list.starts_at), time(list.ends_at)]) {
      if (boundary == null || boundary <= after || boundary > now || boundary < saved) continue;
      if (latest === null || boundary > latest) latest = boundary;
    }
  }
  return latest ?? now;
}

/**
 * Records each variant's calculated price per region and currency where it differs from the
 * history's last row (or the history is empty), with the time it took effect. Returns the rows written.
 */
export async function recordPriceChanges(container: MedusaContainer, input: RecordPriceChangesInput = {}) {
  const history: PriceHistoryModuleService = container.resolve(PRICE_HISTORY_MODULE);
  const { prices, priceSets } = await currentPrices(container, { variantIds: input.variant_ids });
  if (!prices.length) return [];
  const latest = await history.latestOf([...new Set(prices.map((price) => price.variant_id))]);
  const changed = prices.filter((price) => latest.get(historyKey(price))?.amount !== price.amount);
  if (!changed.length) return [];
  const now = Date.now();
  const lists = input.at ? [] : await priceListTimes(container);
  const rows = changed.map((price) => {
    const last = latest.get(historyKey(price));
    const at = input.at
      ? new Date(input.at)
      : new Date(
          effectiveTime(lists, priceSets.get(price.variant_id)!, last ? last.effective_at.getTime() : -Infinity, now),
        );
    return {
      variant_id: price.variant_id,
      region_id: price.region_id,
      currency_code: price.currency_code,
      amount: price.amount,
      effective_at: at,
      source: price.source,
      price_list_id: price.price_list_id,
    };
  });
  return history.createPricePoints(rows);
}

const recordPriceChangesStep = createStep(
  'record-price-changes-step',
  async (input: RecordPriceChangesInput, { container }) => {
    const rows = await recordPriceChanges(container, input);
    return new StepResponse(
      rows.map((row) => row.id),
      rows.map((row) => row.id),
    );
  },
  async (ids, { container }) => {
    if (!ids?.length) return;
    const history: PriceHistoryModuleService = container.resolve(PRICE_HISTORY_MODULE);
    await history.deletePricePoints(ids);
  },
);

/** Records the price changes of these variants (all when left out); see recordPriceChanges. */
export const recordPriceChangesWorkflow = createWorkflow(
  'record-price-changes',
  (input: RecordPriceChangesInput) => new WorkflowResponse(recordPriceChangesStep(input)),
);
