// The shipping calls: the shop's shipping matrix (commerce/src/api/store/shipping-matrix) and the
// options Medusa offers a cart, each priced for it.
import type { ShippingMatrix } from '@tonewood/rules';
import type { MedusaClient } from './client';

/** A shipping option for a cart with its price for that cart (major units). */
export interface PricedShippingOption {
  id: string;
  name: string;
  amount: number;
  /** The option type's code (standard, express) and its description. */
  code?: string;
  description?: string;
}

/** What the checkout shows of an option, added to what Medusa's listing always answers. */
const OPTION_FIELDS = '+type.code,+type.description,+calculated_price.calculated_amount';

export function shippingMatrixCalls(medusa: MedusaClient) {
  return {
    /** GET /store/shipping-matrix, in the shape the zone rules of @tonewood/rules read. */
    get: async (): Promise<ShippingMatrix> => (await medusa()).client.fetch<ShippingMatrix>('/store/shipping-matrix'),
  };
}

export function shippingOptionCalls(medusa: MedusaClient) {
  return {
    /** The options for a cart, each priced for it (calculated ones are asked for their price). */
    forCart: async (cartId: string): Promise<PricedShippingOption[]> => {
      const { fulfillment } = (await medusa()).store;
      const { shipping_options: options } = await fulfillment.listCartOptions({
        cart_id: cartId,
        fields: OPTION_FIELDS,
      });
      return Promise.all(
        options.map(async (option) => {
          // Medusa sets a calculated option's price on its answer, whatever fields were asked for.
          const priced =
            option.price_type === 'calculated'
              ? (await fulfillment.calculate(option.id, { cart_id: cartId }, { fields: 'id' })).shipping_option
              : option;
          return {
            id: option.id,
            name: option.name,
            amount: Number(priced.calculated_price?.calculated_amount ?? priced.amount ?? 0),
            code: option.type?.code,
            description: option.type?.description,
          };
        }),
      );
    },
  };
}
