// The hydration pass of the browser bundles under Preact (site/gatsby/bootstrap.ts aliases react,
// react-dom and react-dom/client to this folder in the build-javascript stage only; the server's
// HTML is still rendered by React). Two things React's hydration does that preact/compat's does not:
//
// 1. useSyncExternalStore renders getServerSnapshot while hydrating and the client's snapshot right
//    after. preact/compat ignores getServerSnapshot, so a component would hydrate the server's HTML
//    with the client's value, and Preact keeps the server's attributes while hydrating (a button
//    rendered `disabled` until hydrated would stay disabled).
// 2. useId: React's ids (":R…:") are not Preact's ("P0-1"). Preact keeps the server's attributes
//    while hydrating, so an element rendered later (a dialog's content, an error message) would
//    carry an id that the server-rendered element pointing at it (aria-controls, aria-describedby)
//    does not name. So the attributes naming ids take the client's values whenever an element is
//    diffed, not only in the first pass: parts hydrated later (deferHydration, the mega menu behind
//    its Suspense boundary) resume hydrating after the flag below is down. Outside hydration Preact
//    has set them already and this is a comparison per such attribute.
import { options, type VNode } from 'preact';

let hydrating = false;
// The parts whose hydration resumes after the first pass: a component that suspended while
// hydrating (its code still loading) keeps its server HTML, is rendered again once it can, and
// hydrates that HTML then. Preact flags its vnode MODE_HYDRATE | MODE_SUSPENDED when it suspends;
// from its next render to its diffed, everything rendered is hydrating.
const SUSPENDED_WHILE_HYDRATING = (1 << 5) | (1 << 7);
const suspendedWhileHydrating = new WeakSet<object>();
const resuming: VNode[] = [];

/** Runs the (synchronous) first hydration pass with the flag up (for useSyncExternalStore). */
export function whileHydrating<T>(run: () => T): T {
  hydrating = true;
  try {
    return run();
  } finally {
    hydrating = false;
  }
}

export function isHydrating(): boolean {
  return hydrating || resuming.length > 0;
}

// Attributes whose value is an id or a list of ids (HTML and WAI-ARIA), and a radio group's name
// (the variant selector names its group with useId).
const ID_ATTRIBUTES = new Map<string, string>([
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['form', 'form'],
  ['list', 'list'],
  ['name', 'name'],
  ['headers', 'headers'],
  ['popovertarget', 'popovertarget'],
  ['popoverTarget', 'popovertarget'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-controls', 'aria-controls'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-details', 'aria-details'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-flowto', 'aria-flowto'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-owns', 'aria-owns'],
]);

// Preact's internal (mangled) names: a vnode's DOM node, flags and component, and two options hooks.
interface HydratedVNode extends VNode {
  __e?: Node | null;
  __u?: number;
  __c?: object | null;
}
interface Hooks {
  /** options._render: a component is about to render. */
  __r?: (vnode: HydratedVNode) => void;
  /** options._catchError: a component threw (a promise: it suspended). */
  __e?: (error: unknown, vnode: HydratedVNode, oldVNode: HydratedVNode, info?: unknown) => void;
}

const hooks = options as Hooks;
const previousCatchError = hooks.__e;
hooks.__e = (error, vnode, oldVNode, info) => {
  const suspended = typeof (error as { then?: unknown } | null)?.then === 'function';
  if (suspended && vnode.__c && ((vnode.__u ?? 0) & SUSPENDED_WHILE_HYDRATING) === SUSPENDED_WHILE_HYDRATING)
    suspendedWhileHydrating.add(vnode.__c);
  previousCatchError?.(error, vnode, oldVNode, info);
};
const previousRender = hooks.__r;
hooks.__r = (vnode) => {
  if (vnode.__c && suspendedWhileHydrating.delete(vnode.__c)) resuming.push(vnode);
  previousRender?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode: HydratedVNode) => {
  if (typeof vnode.type === 'string') {
    const element = vnode.__e;
    if (element instanceof Element) {
      const props = vnode.props as Record<string, unknown>;
      for (const name in props) {
        const attribute = ID_ATTRIBUTES.get(name);
        const value = props[name];
        if (attribute === undefined || (typeof value !== 'string' && typeof value !== 'number')) continue;
        if (element.getAttribute(attribute) !== String(value)) element.setAttribute(attribute, String(value));
      }
    }
  }
  if (resuming[resuming.length - 1] === vnode) resuming.pop();
  previousDiffed?.(vnode);
};
