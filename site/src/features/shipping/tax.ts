// Tax display (spec sections 1, 5 and 9): prices include 19% VAT in zones that include tax; in
// export zones they are shown without it (divided by 1.19). Whether a zone includes tax comes
// from the CMS settings' zone map first (ShippingZones, read at build time), else the matrix.

export const VAT_RATE = 19;
const VAT_MULTIPLIER = 1.19;

/** Zone id → includes tax, from the CMS setting ShippingZones. */
export type ZoneTaxMap = Readonly<Record<string, boolean>>;

export function toZoneTaxMap(zones: readonly { zoneId: string; includesTax: boolean }[]): ZoneTaxMap {
  return Object.fromEntries(zones.map((zone) => [zone.zoneId, zone.includesTax]));
}

/** The settings' answer for a zone, else the matrix's, else included (the German default). */
export function zoneIncludesTax(zoneId: string | null | undefined, taxMap: ZoneTaxMap, fromMatrix?: boolean): boolean {
  if (zoneId && typeof taxMap[zoneId] === 'boolean') return taxMap[zoneId];
  return fromMatrix ?? true;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount as a shopper in the zone sees it. `net` says the amount excludes VAT already (the
 * export region's own prices); otherwise it includes it (the German prices the build shows).
 */
export function displayAmount(amount: number, { includesTax, net = false }: { includesTax: boolean; net?: boolean }) {
  if (includesTax) return cents(net ? amount * VAT_MULTIPLIER : amount);
  return cents(net ? amount : amount / VAT_MULTIPLIER);
}
