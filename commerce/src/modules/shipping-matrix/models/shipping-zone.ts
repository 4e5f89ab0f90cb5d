import { model } from '@medusajs/framework/utils';
import ShippingRate from './shipping-rate';

/** A group of countries that share shipping prices and a tax display rule. */
const ShippingZone = model
  .define('shipping_matrix_zone', {
    id: model.id({ prefix: 'smz' }).primaryKey(),
    zone_id: model.text().unique(),
    zone_name: model.text(),
    countries: model.array(),
    includes_tax: model.boolean().default(true),
    sort_order: model.number().default(0),
    options: model.hasMany(() => ShippingRate, { mappedBy: 'zone' }),
  })
  .cascades({ delete: ['options'] });

export default ShippingZone;
