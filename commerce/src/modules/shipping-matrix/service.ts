import { MedusaService } from '@medusajs/framework/utils';
import ShippingZone from './models/shipping-zone';
import ShippingRate from './models/shipping-rate';

type ShippingMatrixOption = { name: string; amount: number; includes_tax: boolean };
type ShippingMatrixZone = {
  zone_id: string;
  zone_name: string;
  countries: string[];
  includes_tax: boolean;
  options: ShippingMatrixOption[];
};

class ShippingMatrixModuleService extends MedusaService({ ShippingZone, ShippingRate }) {
  /** The matrix in the shape the storefront reads (spec section 3). */
  async getMatrix(): Promise<{ zones: ShippingMatrixZone[] }> {
    const zones = await this.listShippingZones({}, { relations: ['options'], order: { sort_order: 'ASC' } });
    return {
      zones: zones.map((zone) => ({
        zone_id: zone.zone_id,
        zone_name: zone.zone_name,
        countries: (zone.countries as string[]).map((code) => code.toUpperCase()),
        includes_tax: zone.includes_tax,
        options: [...zone.options]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((option) => ({
            name: option.name,
            amount: Number(option.amount),
            includes_tax: option.includes_tax,
          })),
      })),
    };
  }
}

export default ShippingMatrixModuleService;
