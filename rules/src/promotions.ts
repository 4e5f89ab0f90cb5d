// Promotions (Medusa's Promotion Module) as the shopper reads them: one discount line per
// promotion, adding up what it took off the items and the shipping (Medusa's adjustments, which
// carry the promotion's code), named in the page's or the mail's language. A code promotion is
// named by its code ('Code MERCH10'); an automatic one by its name kept in the promotion's
// metadata (`name_en`, `name_de`), else by its code. Shared by the site and the order mail.
import type { Language } from './language.js';

/** What a promotion code may look like: letters, digits, '-' and '_' (Medusa's codes as the shop writes them). */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const PROMOTION_CODE_MAX_LENGTH = 64;

/** The code as the shop keeps it: trimmed, upper case ('merch10 ' is 'MERCH10'). */
export function normalizePromotionCode(input: string): string {
  return input.trim().toUpperCase();
}

type Amount = number | string | { toString(): string } | null | undefined;
interface Adjusted {
  adjustments?: ({ code?: string | null; amount?: Amount } | null | undefined)[] | null;
  /** The row's total before and after its discounts (gross where prices are): what the shopper saves on it. */
  original_total?: Amount;
  total?: Amount;
}
export interface PromotionSource {
  items?: (Adjusted | null | undefined)[] | null;
  shipping_methods?: (Adjusted | null | undefined)[] | null;
  promotions?:
    | (
        | { code?: string | null; is_automatic?: boolean | null; metadata?: Record<string, unknown> | null }
        | null
        | undefined
      )[]
    | null;
}

export interface DiscountLine {
  code: string;
  /** 'Code MERCH10' / 'Aktionscode MERCH10', or an automatic promotion's name. */
  label: string;
  /** What it took off, positive, in the currency's major unit (gross where the prices are). */
  amount: number;
  automatic: boolean;
}

const CODE_LABEL: Record<Language, (code: string) => string> = {
  en: (code) => `Code ${code}`,
  de: (code) => `Aktionscode ${code}`,
};

const cents = (value: number) => Math.round(value * 100) / 100;
/** A Medusa amount (number, numeric string or BigNumber) as a number; 0 when it is none. */
const number = (value: Amount) => {
  const parsed = Number(String(value ?? 0));
  return Number.isFinite(parsed) ? parsed : 0;
};

/** The discount lines of a cart or an order, in the order the promotions first appear; zero amounts are left out. */
export function discountLines(source: PromotionSource, language: Language): DiscountLine[] {
  const sums = new Map<string, number>();
  for (const row of [...(source.items ?? []), ...(source.shipping_methods ?? [])]) {
    const adjustments = (row?.adjustments ?? []).flatMap((adjustment) => {
      const amount = number(adjustment?.amount);
      return adjustment?.code && amount ? [{ code: adjustment.code, amount }] : [];
    });
    const adjusted = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
    if (!adjusted) continue;
    // Medusa keeps an item's adjustment gross (a tax-inclusive promotion) but a shipping
    // method's net; the row's totals say what the shopper saves, split by the adjustments' shares.
    const saved = number(row?.original_total) - number(row?.total);
    const scale = row?.original_total != null && row?.total != null && saved > 0 ? saved / adjusted : 1;
    for (const { code, amount } of adjustments) sums.set(code, (sums.get(code) ?? 0) + amount * scale);
  }
  const promotions = (source.promotions ?? []).filter((promotion) => promotion?.code);
  return [...sums]
    .map(([code, amount]) => {
      const promotion = promotions.find((candidate) => candidate!.code === code);
      const automatic = promotion?.is_automatic === true;
      const name = promotion?.metadata?.[`name_${language}`];
      return {
        code,
        label: automatic && typeof name === 'string' && name.trim() ? name.trim() : CODE_LABEL[language](code),
        amount: cents(amount),
        automatic,
      };
    })
    .filter((line) => line.amount > 0);
}

/** Above this item total (gross, after the items' discounts, EUR) the express shipping method costs 0. */
export const FREE_EXPRESS_THRESHOLD = 3000;

/**
 * The item total the free express shipping reads: every line's gross price times its quantity,
 * less what the promotions take off the items (a MERCH10 cart of 3,036 € counts 2,732.40 €).
 * Medusa hands its promotion rules the cart's `item_total`; the shop sets it to this value
 * (commerce/src/workflows/hooks/promotion-context.ts).
 */
export function itemTotalAfterDiscounts(
  items: readonly ({ unit_price?: Amount; quantity?: Amount } | null | undefined)[],
  itemDiscounts: readonly Amount[],
): number {
  const gross = items.reduce((sum, item) => sum + number(item?.unit_price) * number(item?.quantity), 0);
  const discounts = itemDiscounts.reduce<number>((sum, amount) => sum + number(amount), 0);
  return cents(gross - discounts);
}

/** Whether an item total after discounts gets express shipping free: above the threshold, not at it. */
export const freeExpressApplies = (itemTotal: number) => itemTotal > FREE_EXPRESS_THRESHOLD;
