// The product page's safety block (GPSR), below the fold: its code loads apart from the page's
// first load. The server renders it in full; in the browser it hydrates once its chunk arrived.
import type { ProductSafetyProps } from '@tonewood/design-system';
import { lazy, Suspense } from 'react';

const ProductSafety = lazy(() => import('./productSafetyPart'));

export function ProductSafetyLater(props: ProductSafetyProps) {
  return (
    <Suspense fallback={null}>
      <ProductSafety {...props} />
    </Suspense>
  );
}
