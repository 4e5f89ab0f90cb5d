// VAT and tax display (spec sections 1, 5 and 9). Prices in the EU include German VAT; export
// prices are net. Medusa holds gross prices for the German and EU regions and net ones for the
// export region; a shopper sees an amount with or without VAT as their zone says (zones.ts:
// zoneIncludesTax). No imports: the product page's first load carries this module.

/** German VAT in percent. */
export const VAT_PERCENT = 19;

const GROSS_PER_NET = 1 + VAT_PERCENT / 100;

const cents = (value: number) => Math.round(value * 100) / 100;

/** A gross amount without VAT, to the cent. */
export const netAmount = (gross: number): number => cents(gross / GROSS_PER_NET);

/** The German VAT a gross amount holds, to the cent (4,90 € of shipping holds 0,78 €, as Medusa books it). */
export const vatIn = (gross: number): number => cents(gross - netAmount(gross));

/**
 * An amount as a shopper in the zone sees it. `net` says the amount excludes VAT already (the
 * export region's own prices); otherwise it includes it (the German prices the build shows).
 */
export function displayAmount(amount: number, { includesTax, net = false }: { includesTax: boolean; net?: boolean }) {
  // Only a net amount shown with VAT, or a gross one shown without, changes.
  if (includesTax === net) return net ? cents(amount * GROSS_PER_NET) : netAmount(amount);
  return cents(amount);
}
