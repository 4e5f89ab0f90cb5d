import { MedusaService } from '@medusajs/framework/utils';
import PricePoint from './models/price-point';

export type PriceSource = 'variant' | 'price_list';

/** One row of a variant's price history, amounts as numbers. */
interface PriceHistoryRow {
  variant_id: string;
  region_id: string;
  currency_code: string;
  amount: number;
  effective_at: Date;
  source: PriceSource;
  price_list_id: string | null;
}

/** The key of one history: a variant's prices in one region and currency. */
export const historyKey = (row: { variant_id: string; region_id: string; currency_code: string }) =>
  `${row.variant_id}|${row.region_id}|${row.currency_code}`;

class PriceHistoryModuleService extends MedusaService({ PricePoint }) {
  /** The history rows of these variants (in one region, when given), oldest first. */
  async historyOf(variantIds: string[], regionId?: string): Promise<PriceHistoryRow[]> {
    if (!variantIds.length) return [];
    const rows = await this.listPricePoints(
      { variant_id: variantIds, ...(regionId ? { region_id: regionId } : {}) },
      { order: { effective_at: 'ASC' }, take: null },
    );
    return rows.map((row) => ({
      variant_id: row.variant_id,
      region_id: row.region_id,
      currency_code: row.currency_code,
      amount: Number(row.amount),
      effective_at: new Date(row.effective_at),
      source: row.source as PriceSource,
      price_list_id: row.price_list_id ?? null,
    }));
  }

  /** The latest row of each history of these variants, by historyKey. */
  async latestOf(variantIds: string[]): Promise<Map<string, PriceHistoryRow>> {
    const latest = new Map<string, PriceHistoryRow>();
    for (const row of await this.historyOf(variantIds)) latest.set(historyKey(row), row);
    return latest;
  }
}

export default PriceHistoryModuleService;
