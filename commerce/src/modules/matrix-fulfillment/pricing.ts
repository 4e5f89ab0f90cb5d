// The cart's shipping price from the shipping matrix (GET /store/shipping-matrix), with the
// semantics of the site's rule site/src/features/shipping/matrix.ts `calculateShipping`: a
// product type ships free (0), paid (its zone amount) or not at all (no zone for the country, a
// zone without options, no option named like the type, a line without a type). A cart adds up
// the amounts of its product types (each type once). When none of its types can be shipped
// there is no shipping option; when some can and some cannot, the items need different methods.

/** The matrix as the shipping-matrix module's getMatrix() returns it. */
export type Matrix = {
  zones: {
    zone_id: string;
    countries: string[];
    includes_tax: boolean;
    options: { name: string; amount: number; includes_tax: boolean }[];
  }[];
};

/** What the storefront maps to the spec's texts (section 8); also the errors' `code`. */
const SHIPPING_ERRORS = {
  /** 'Error calculating shipping costs' */
  calculation: 'shipping_calculation_failed',
  /** 'No shipping options available for your address' */
  none: 'no_shipping_options',
  /** 'Some items in your cart require different shipping methods. Please return to cart and try again.' */
  mixed: 'mixed_shipping_methods',
} as const;

export type ShippingQuote =
  | { ok: true; amount: number; includesTax: boolean; zoneId: string }
  | { ok: false; code: (typeof SHIPPING_ERRORS)[keyof typeof SHIPPING_ERRORS]; message: string };

export function quoteShipping({
  matrix,
  country,
  productTypes,
  surcharge = 0,
}: {
  matrix: Matrix | null | undefined;
  country: string | null | undefined;
  /** The product type value of each line (null for a line without one). */
  productTypes: (string | null | undefined)[];
  /** Added once to the cart's amount (express). */
  surcharge?: number;
}): ShippingQuote {
  const code = String(country ?? '')
    .trim()
    .toUpperCase();
  if (!matrix || !productTypes.length || !code) {
    return {
      ok: false,
      code: SHIPPING_ERRORS.calculation,
      message:
        "Shipping cannot be calculated: the shipping matrix, the cart's items or the shipping address' country is missing.",
    };
  }
  const zone = (matrix.zones ?? []).find((z) => z.countries.some((c) => c.trim().toUpperCase() === code));
  if (!zone || !zone.options?.length) {
    return {
      ok: false,
      code: SHIPPING_ERRORS.none,
      message: `No shipping options available for ${code}: the shipping matrix has no zone with options for it.`,
    };
  }
  const types = [...new Set(productTypes.map((type) => type?.trim() ?? ''))];
  const found = types.map((type) => ({ type, option: type ? zone.options.find((o) => o.name === type) : undefined }));
  const missing = found.filter((entry) => !entry.option).map((entry) => entry.type || '(no product type)');
  if (missing.length === types.length) {
    return {
      ok: false,
      code: SHIPPING_ERRORS.none,
      message: `No shipping options available for ${code}: the shipping matrix ships no ${missing.join(', ')} to zone ${zone.zone_id}.`,
    };
  }
  if (missing.length) {
    return {
      ok: false,
      code: SHIPPING_ERRORS.mixed,
      message: `The cart's items require different shipping methods: zone ${zone.zone_id} ships ${found
        .filter((e) => e.option)
        .map((e) => e.type)
        .join(', ')} but not ${missing.join(', ')}.`,
    };
  }
  const amount = found.reduce((sum, entry) => sum + Number(entry.option!.amount), 0) + surcharge;
  const option = found[0].option!;
  return {
    ok: true,
    amount: Math.round(amount * 100) / 100,
    includesTax: option.includes_tax ?? zone.includes_tax,
    zoneId: zone.zone_id,
  };
}
