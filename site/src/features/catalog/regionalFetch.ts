// The fetching half of the regional refresh (useRegionalProduct): the country's Medusa region and
// the product's prices and availability in it, through the one commerce client and the catalog's
// one price rule and one availability rule.
// Loaded when the refresh runs (after the page is idle), so none of it is first-load JavaScript.
import { storeApi, type CommerceConnection } from '../../lib/data';
import { regionForCountry, useShippingStore } from '../shipping';
import { availabilityOf } from './availability.mjs';
import { isExportRegion, productPrice } from './price.mjs';

export async function fetchRegionalProduct(commerce: CommerceConnection, handle: string, country: string) {
  const api = storeApi(commerce);
  const regions = await api.regions.list();
  const zoneId = useShippingStore.getState().zone?.id;
  const region = regionForCountry(regions, country, zoneId) ?? regions[0];
  if (!region) return null;
  const product = await api.products.pricedByHandle(handle, region.id);
  if (!product) return null;
  const exportRegion = isExportRegion(region);
  return {
    price: productPrice(product, { exportRegion }),
    availability: availabilityOf(product),
    regionName: region.name ?? null,
    /** The export region's prices exclude VAT already. */
    net: exportRegion,
  };
}
