// VAT and tax display (spec sections 1, 5 and 9). Prices in the EU include German VAT; export
// prices are net. Medusa holds gross prices for the German and EU regions and net ones for the
// export region; a shopper sees an amount with or without VAT as their zone says.
import { isExportZone } from './zones.js';

/** German VAT in percent. */
export const VAT_RATE = 19;

const GROSS_PER_NET = 1 + VAT_RATE / 100;

const cents = (value: number) => Math.round(value * 100) / 100;

/** A gross amount without VAT, to the cent. */
export const netAmount = (gross: number): number => cents(gross / GROSS_PER_NET);

/** A net amount with VAT, to the cent. */
export const grossAmount = (net: number): number => cents(net * GROSS_PER_NET);

/**
 * An amount as a shopper in the zone sees it. `net` says the amount excludes VAT already (the
 * export region's own prices); otherwise it includes it (the German prices the build shows).
 */
export function displayAmount(amount: number, { includesTax, net = false }: { includesTax: boolean; net?: boolean }) {
  if (includesTax) return net ? grossAmount(amount) : cents(amount);
  return net ? cents(amount) : netAmount(amount);
}

/** Zone id → includes tax, from the CMS setting ShippingZones. */
export type ZoneTaxMap = Readonly<Record<string, boolean>>;

export function toZoneTaxMap(zones: readonly { zoneId: string; includesTax: boolean }[]): ZoneTaxMap {
  return Object.fromEntries(zones.map((zone) => [zone.zoneId, zone.includesTax]));
}

/**
 * Whether prices in a zone include VAT, the one decision: the CMS settings' zone map first
 * (ShippingZones), else the shipping matrix (the zone's or its option's `includes_tax`), else the
 * zone itself (every zone but the export zone).
 */
export function zoneIncludesTax(
  zoneId: string | null | undefined,
  taxMap: ZoneTaxMap = {},
  fromMatrix?: boolean,
): boolean {
  if (zoneId && typeof taxMap[zoneId] === 'boolean') return taxMap[zoneId];
  return fromMatrix ?? !isExportZone(zoneId);
}
