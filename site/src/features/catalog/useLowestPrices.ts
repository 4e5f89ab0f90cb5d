// The 30-day lowest prices of some variants in a region (Medusa's price history), for views that
// show prices Medusa computed itself, such as the cart's lines: a line's sale is shown as a
// reduction only with its lowest price (rules' priceReduction). Until the answer comes, or when it
// fails, no reduction is shown: the price itself is always Medusa's.
import { useEffect, useState } from 'react';
import { storeApi, type CommerceConnection } from '../../lib/data';
import { lowestByVariant } from './price.mjs';

export function useLowestPrices(
  commerce: CommerceConnection,
  regionId: string | null | undefined,
  variantIds: readonly string[],
): Record<string, number | null> {
  const [lowest, setLowest] = useState<Record<string, number | null>>({});
  const key = [...new Set(variantIds)].sort().join(',');
  useEffect(() => {
    if (!regionId || !key) return;
    let cancelled = false;
    storeApi(commerce)
      .products.variantPriceHistory(regionId, key.split(','))
      .then((answer) => {
        if (!cancelled) setLowest(lowestByVariant(answer));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [commerce, regionId, key]);
  return lowest;
}
