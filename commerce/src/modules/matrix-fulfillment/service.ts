import { AbstractFulfillmentProviderService, MedusaError } from '@medusajs/framework/utils';
import type {
  CalculatedShippingOptionPrice,
  CalculateShippingOptionPriceDTO,
  CreateFulfillmentResult,
  FulfillmentOption,
} from '@medusajs/framework/types';
import { quoteShipping, type Matrix } from './pricing';

/** The shipping option's `data.id`: what kind of option it is. Express adds `data.surcharge`. */
export const MATRIX_OPTIONS = {
  standard: 'matrix-standard',
  express: 'matrix-express',
  return: 'matrix-return',
} as const;

/** What the shipping-matrix context hook (and Medusa's cart context) hands to calculatePrice. */
interface ShippingMatrixContext {
  shipping_matrix?: Matrix;
  shipping_matrix_strict?: boolean;
  shipping_address?: { country_code?: string | null } | null;
  items?: ({ product_type?: string | null } | null)[];
}

/**
 * Fulfilment provider whose shipping options are priced by the shipping matrix (calculated
 * prices). The matrix reaches calculatePrice through the context (src/workflows/hooks/
 * shipping-matrix-context.ts), as `shipping_matrix`; `shipping_matrix_strict` is set where the
 * storefront asks for a price (`POST /store/shipping-options/{id}/calculate`), so the reason
 * comes back as an error. Elsewhere (listing with prices, re-pricing a cart's method after its
 * lines changed) an unshippable cart gets no price: Medusa then drops the cart's method instead
 * of refusing the line change. Fulfilments themselves are handed over by hand, as Medusa's manual
 * provider does.
 */
class MatrixFulfillmentProviderService extends AbstractFulfillmentProviderService {
  static identifier = 'matrix';

  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return [
      { id: MATRIX_OPTIONS.standard },
      { id: MATRIX_OPTIONS.express },
      { id: MATRIX_OPTIONS.return, is_return: true },
    ];
  }

  async validateOption(data: Record<string, unknown>): Promise<boolean> {
    return (Object.values(MATRIX_OPTIONS) as unknown[]).includes(data.id);
  }

  async validateFulfillmentData(
    _optionData: Record<string, unknown>,
    data: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    return data;
  }

  async canCalculate(): Promise<boolean> {
    return true;
  }

  async calculatePrice(
    optionData: CalculateShippingOptionPriceDTO['optionData'],
    _data: CalculateShippingOptionPriceDTO['data'],
    context: CalculateShippingOptionPriceDTO['context'],
  ): Promise<CalculatedShippingOptionPrice> {
    const ctx = context as ShippingMatrixContext;
    if (optionData?.id === MATRIX_OPTIONS.return)
      return { calculated_amount: 0, is_calculated_price_tax_inclusive: true };
    const quote = quoteShipping({
      matrix: ctx.shipping_matrix,
      country: ctx.shipping_address?.country_code,
      productTypes: (ctx.items ?? []).map((item) => item?.product_type),
      surcharge: Number(optionData?.surcharge ?? 0),
    });
    if (quote.ok) return { calculated_amount: quote.amount, is_calculated_price_tax_inclusive: quote.includesTax };
    if (ctx.shipping_matrix_strict) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, quote.message, quote.code);
    // No price: Medusa leaves the option unpriced (listing) or removes the cart's method (refresh).
    return { calculated_amount: undefined as unknown as number, is_calculated_price_tax_inclusive: true };
  }

  async createFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] };
  }

  async cancelFulfillment(): Promise<Record<string, unknown>> {
    return {};
  }

  async createReturnFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] };
  }
}

export default MatrixFulfillmentProviderService;
