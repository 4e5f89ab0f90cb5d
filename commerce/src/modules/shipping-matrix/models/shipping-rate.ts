import { model } from '@medusajs/framework/utils';
import ShippingZone from './shipping-zone';

/** The shipping price of one product type (matched by `name`) inside a zone. */
const ShippingRate = model.define('shipping_matrix_option', {
  id: model.id({ prefix: 'smo' }).primaryKey(),
  name: model.text(),
  amount: model.float(),
  includes_tax: model.boolean().default(true),
  zone: model.belongsTo(() => ShippingZone, { mappedBy: 'options' }),
});

export default ShippingRate;
