// Parts below the fold that the page can hydrate later: the server renders them in full, the
// browser keeps that HTML (a Suspense boundary whose code is still loading stays as the server
// rendered it) and loads their code once the page is idle, or at the first pointer or focus in
// the page, and hydrates them then. Their code is not first-load JavaScript.
//
// The component is memoised: a boundary that receives new props before its code arrived would be
// rendered again in the browser from nothing, so its props must keep their identity (useMemo,
// useCallback) while nothing about them changed.
import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { whenIdle } from '../market';
import { lazyChunk } from '../resilience';

export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const chunk = lazyChunk<P>(() => load().then((component) => ({ default: component })));
  const preload = () => (loading ??= chunk());
  const Lazy = lazy(preload) as unknown as ComponentType<object>;
  function Deferred(props: P) {
    useEffect(() => {
      const early = () => void preload();
      whenIdle(early);
      window.addEventListener('pointerdown', early, { once: true, capture: true });
      window.addEventListener('focusin', early, { once: true, capture: true });
      return () => {
        window.removeEventListener('pointerdown', early, { capture: true });
        window.removeEventListener('focusin', early, { capture: true });
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
