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
//    does not name. While hydrating, the attributes naming ids take the client's values.
import { options, type VNode } from 'preact';

let hydrating = false;

/** Runs the (synchronous) hydration pass with the flag up. */
export function whileHydrating<T>(run: () => T): T {
  hydrating = true;
  try {
    return run();
  } finally {
    hydrating = false;
  }
}

export function isHydrating(): boolean {
  return hydrating;
}

// Attributes whose value is an id or a list of ids (HTML and WAI-ARIA).
const ID_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  for: 'for',
  form: 'form',
  list: 'list',
  headers: 'headers',
  popovertarget: 'popovertarget',
  popoverTarget: 'popovertarget',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-details': 'aria-details',
  'aria-errormessage': 'aria-errormessage',
  'aria-flowto': 'aria-flowto',
  'aria-labelledby': 'aria-labelledby',
  'aria-owns': 'aria-owns',
};

// Preact's internal (mangled) name of a vnode's DOM node.
interface HydratedVNode extends VNode {
  __e?: Node | null;
}

const previousDiffed = options.diffed;
options.diffed = (vnode: HydratedVNode) => {
  if (hydrating && typeof vnode.type === 'string') {
    const element = vnode.__e;
    if (element instanceof Element) {
      const props = vnode.props as Record<string, unknown>;
      for (const name in props) {
        const attribute = ID_ATTRIBUTES[name];
        const value = props[name];
        if (attribute === undefined || (typeof value !== 'string' && typeof value !== 'number')) continue;
        if (element.getAttribute(attribute) !== String(value)) element.setAttribute(attribute, String(value));
      }
    }
  }
  previousDiffed?.(vnode);
};
