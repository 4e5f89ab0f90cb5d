import { memo, Suspense, useState } from 'react';
import type { MegaMenuProps } from '../MegaMenu/MegaMenu';
import { megaMenuComponent } from './lazyParts';

/**
 * The desktop navigation: the mega menu, shown from 74rem of header width on, behind its own
 * Suspense boundary. Memoised, so the header re-rendering (a cart count, a country read from a
 * cookie) does not touch the boundary while it waits for its code.
 */
export const HeaderNavigation = memo(function HeaderNavigation(props: MegaMenuProps) {
  // Chosen once per mount, so the menu keeps its state when the code arrives later.
  const [Menu] = useState(megaMenuComponent);
  return (
    <div className="hidden flex-1 justify-center @min-[74rem]:flex">
      <Suspense fallback={null}>
        <Menu {...props} />
      </Suspense>
    </div>
  );
});
