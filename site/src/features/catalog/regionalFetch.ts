// The fetching half of the regional refresh (useRegionalProduct): the market's Medusa region and
// the product's prices (with a sale's 30-day lowest price from Medusa's price history) and
// availability in it, through the one commerce client and the catalog's
// one price rule and one availability rule.
// Loaded when the refresh runs (after the page is idle), so none of it is first-load JavaScript.
import { isExportRegion, regionZoneId } from '@tonewood/rules';
import { storeApi, type CommerceConnection } from '../../lib/data';
import { marketRegion } from '../market';
import { availabilityOf } from './availability.mjs';
import { lowestByVariant, productPrice } from './price.mjs';

export async function fetchRegionalProduct(commerce: CommerceConnection, handle: string, country: string) {
  const api = storeApi(commerce);
  const regions = await api.regions.list();
  const region = marketRegion(regions, country) ?? regions[0];
  if (!region) return null;
  const product = await api.products.pricedByHandle(handle, region.id);
  if (!product) return null;
  const lowest = lowestByVariant(await api.products.priceHistory(region.id, [product.id]));
  const price = productPrice(product, { exportRegion: isExportRegion(region), lowest });
  return {
    price,
    availability: availabilityOf(product),
    regionName: region.name ?? null,
    /** The region's shipping zone: the page names it in its language (the CMS zone names). */
    regionZone: regionZoneId(region),
    /** The region's prices exclude VAT already (the export region's). */
    net: !price.taxIncluded,
  };
}
