import { model } from '@medusajs/framework/utils';

/**
 * One price of a variant in one region and currency, in force from `effective_at` until the next
 * row of the same variant, region and currency (the @tonewood/rules price-history rule reads them).
 * `amount` is Medusa's calculated price in major units: gross in the home regions, net for export.
 */
const PricePoint = model
  .define('price_history', {
    id: model.id({ prefix: 'phist' }).primaryKey(),
    variant_id: model.text(),
    region_id: model.text(),
    currency_code: model.text(),
    amount: model.bigNumber(),
    effective_at: model.dateTime(),
    /** Where the amount came from: the variant's own price, or a price list's (`price_list_id`). */
    source: model.enum(['variant', 'price_list']).default('variant'),
    price_list_id: model.text().nullable(),
  })
  .indexes([{ on: ['variant_id', 'region_id', 'currency_code', 'effective_at'] }]);

export default PricePoint;
