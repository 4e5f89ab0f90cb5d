// Parts that can hydrate after the page: the server renders them in full, the browser keeps that
// HTML (a Suspense boundary whose code is still loading stays as the server rendered it), loads
// their code once the page is idle or at the first pointer or focus in the page, and hydrates them
// then. Their code is not first-load JavaScript.
//
// A boundary still waiting for its code must receive no update: React would throw its server HTML
// away (error #421) and show nothing until the code arrived. So until the part is on the page it
// keeps the props it was hydrated with (a variant chosen meanwhile shows right after), and the
// boundary is memoised: the page's other updates (the cart badge, the price refresh) pass it by.
//
// The browser bundles run on Preact (ARCHITECTURE.md, Page weight), which keeps only the first DOM
// node of a part that suspends while hydrating: a deferred part renders one root element.
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../market';
import { lazyChunk } from './chunkFailure';

export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded = false;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const chunk = lazyChunk<P>(() => load().then((component) => ({ default: component })));
  const preload = () =>
    (loading ??= chunk().then((module) => {
      loaded = true;
      return module;
    }));
  // The part itself, telling its Deferred once it is on the page (hydrated or rendered).
  const Lazy = lazy(() =>
    preload().then(({ default: Component }) => ({
      default: function Shown({ props, onShown }: BoundaryProps<P>) {
        useEffect(onShown, [onShown]);
        return <Component {...props} />;
      },
    })),
  );
  const Boundary = memo(function Boundary(props: BoundaryProps<P>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return function Deferred(props: P) {
    const [shown, setShown] = useState(loaded);
    const onShown = useCallback(() => setShown(true), []);
    const hydratedWith = useRef(props);
    useEffect(() => {
      if (shown) return;
      const early = () => void preload();
      whenIdle(early);
      window.addEventListener('pointerdown', early, { once: true, capture: true });
      window.addEventListener('focusin', early, { once: true, capture: true });
      return () => {
        window.removeEventListener('pointerdown', early, { capture: true });
        window.removeEventListener('focusin', early, { capture: true });
      };
    }, [shown]);
    return <Boundary props={shown ? props : hydratedWith.current} onShown={onShown} />;
  };
}

interface BoundaryProps<P> {
  props: P;
  onShown: () => void;
}
