// The product page's safety block (GPSR) at the foot of the page: server-rendered, hydrated once
// the page is idle (deferHydration), its code and texts not in the page's first load.
import { deferHydration } from '../resilience';

export const ProductSafety = deferHydration(() =>
  import(/* webpackChunkName: "product-safety" */ './ProductSafetyPart').then((module) => module.default),
);
