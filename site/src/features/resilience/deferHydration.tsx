// Parts that can hydrate after the page: the server renders them in full, the browser keeps that
// HTML (a Suspense boundary whose code is still loading stays as the server rendered it), asks for
// their code as it hydrates (the request goes out a task later, lazyChunk), and hydrates them once
// it came, each on its turn. Their code is not first-load JavaScript.
//
// A boundary still waiting for its code must receive no update: React would throw its server HTML
// away (error #421) and show nothing until the code arrived. So until the part is on the page it
// keeps the props it was hydrated with (a variant chosen meanwhile shows right after), and the
// boundary is memoised: the page's other updates (the cart badge, the price refresh) pass it by.
//
// The browser bundles run on Preact (ARCHITECTURE.md, Page weight), which keeps only the first DOM
// node of a part that suspends while hydrating: a deferred part renders one root element. And it is
// the only element in its parent (a list item, or a `display: contents` wrapper such as keepTaps'):
// beside a sibling, Preact matched the sibling's server element wrongly and built it again (the home
// hero's text in a turn of its own cost its carousel; e2e/budgets.mjs checks every page type for it).
//
// Parts take turns: once its code is there, each part hydrates in a task of its own (takeTurn), so
// a page's several deferred parts (the home page's lists, the footer) are several short tasks on
// the main thread rather than one long one. A turn ends when its part is placed on the page (or
// leaves it), and the next one starts a task after that: on a slow phone two turns' timers cannot
// fire back to back and merge two parts into one task.
//
// A part whose code is in the first load (hydrateInTurn: the header, the home page's hero, the
// product gallery, the configurator's steps) takes its turn the same way when it hydrates the server's HTML, so the page's
// hydration is several tasks, not one; rendered in the browser (the next route, a story) it is
// there at once.
//
// Once a part's code is there, a page rendered in the browser shows it at once, without
// suspending: the footer never blinks out while the shopper moves between pages.
//
// `keepTaps`: a part with buttons (the footer's subscribe button, the header) is wrapped in an
// element marked with HYDRATES_LATER_ATTRIBUTE until it is on the page, and tells the hydration
// loader then (announceHydrated): a tap on one of its buttons before its code came is kept and
// done then. The wrapper is `display: contents`: the part lays out as if it were not there (the
// header stays sticky, the hero's carousel stays a grid cell).
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { lazyChunk } from './chunkFailure';
import { announceHydrated, HYDRATES_LATER_ATTRIBUTE } from './hydrated.mjs';
import { useHydrated } from './inBrowser';

export interface DeferHydrationOptions {
  /** Keep a tap on the part's buttons that comes before its code, and do it then (a wrapping div). */
  keepTaps?: boolean;
}

export interface Turn {
  /** Resolves in a task of its own, a task after every turn asked for before it is done. */
  ready: Promise<void>;
  /** The part is on the page (or gone): the next turn may start. */
  done: () => void;
}

let lastTurn: Promise<unknown> = Promise.resolve();
export function takeTurn(): Turn {
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const ready = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  lastTurn = ready.then(() => finished);
  return { ready, done };
}

// A layout effect runs as the part is placed, in the task that placed it; the server has none.
const useWhenPlaced = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** A part whose code loads after the page (its own chunk) and hydrates then, on its turn. */
export function deferHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferHydrationOptions = {},
): ComponentType<P> {
  return deferred(
    lazyChunk<P>(() => load().then((component) => ({ default: component }))),
    undefined,
    options,
  );
}

/**
 * A part whose code is in the first load: it hydrates the server's HTML in a task of its own after
 * the page's, and is there at once when rendered in the browser.
 */
export function hydrateInTurn<P extends object>(
  Component: ComponentType<P>,
  options: DeferHydrationOptions = {},
): ComponentType<P> {
  const module = { default: Component };
  return deferred(() => Promise.resolve(module), module, options);
}

function deferred<P extends object>(
  chunk: () => Promise<{ default: ComponentType<P> }>,
  present: { default: ComponentType<P> } | undefined,
  { keepTaps = false }: DeferHydrationOptions,
): ComponentType<P> {
  let loaded = present;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= chunk().then((module) => {
      loaded = module;
      return module;
    }));
  // The part itself, telling its Deferred once it is on the page (hydrated or rendered).
  const asShown = ({ default: Component }: { default: ComponentType<P> }) => ({
    default: function Shown({ props, onShown, onPlaced }: BoundaryProps<P>) {
      useWhenPlaced(onPlaced, [onPlaced]);
      useEffect(onShown, [onShown]);
      return <Component {...props} />;
    },
  });
  // The server: its render waits for the code.
  const Lazy = lazy(() => preload().then(asShown));
  // A part hydrating the server's HTML: on its turn once the code is there.
  const inTurn = (place: Place) =>
    lazy(() =>
      preload().then((module) => {
        place.turn = takeTurn();
        // A part that left the page before its code came gives its turn back at once.
        if (place.gone) place.turn.done();
        return place.turn.ready.then(() => asShown(module));
      }),
    );
  const Boundary = memo(function Boundary({
    Part,
    ...props
  }: BoundaryProps<P> & { Part: ComponentType<BoundaryProps<P>> }) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  return function Deferred(props: P) {
    // On the server never shown: its render loads the part for the first page and keeps it for the
    // next, but every page's HTML must be what the browser hydrates (the part not yet on it).
    const hydrating = !useHydrated();
    const [shown, setShown] = useState(() => loaded !== undefined && !hydrating);
    const [place] = useState<Place>(() => ({}));
    const [Part] = useState(() => {
      if (typeof document === 'undefined') return Lazy;
      if (hydrating) return inTurn(place);
      return loaded ? asShown(loaded).default : Lazy;
    });
    const onShown = useCallback(() => setShown(true), []);
    const onPlaced = useCallback(() => place.turn?.done(), [place]);
    useEffect(
      () => () => {
        place.gone = true;
        place.turn?.done();
      },
      [place],
    );
    const hydratedWith = useRef(props);
    useEffect(() => {
      if (shown && keepTaps) announceHydrated();
    }, [shown]);
    const boundary = (
      <Boundary Part={Part} props={shown ? props : hydratedWith.current} onShown={onShown} onPlaced={onPlaced} />
    );
    return keepTaps ? (
      <div className="contents" {...(shown ? {} : { [HYDRATES_LATER_ATTRIBUTE]: '' })}>
        {boundary}
      </div>
    ) : (
      boundary
    );
  };
}

/** Where a hydrating part stands: its turn once its code came, and whether it left the page. */
interface Place {
  turn?: Turn;
  gone?: boolean;
}

interface BoundaryProps<P> {
  props: P;
  onShown: () => void;
  onPlaced: () => void;
}
