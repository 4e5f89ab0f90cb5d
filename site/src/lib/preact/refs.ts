// React 18 gives no ref to a function component (only forwardRef, memo and lazy pass one on): the
// ref stays unset. Preact sets it to the component's instance, which libraries written for React
// do not expect: Radix's Presence clones its child with a ref and calls getComputedStyle on what
// it receives, and the navigation menu's viewport gives it a plain function component
// (NavigationMenuViewportItem), so opening the mega menu threw. Here such a ref is dropped, as
// React does. Installed by react.ts, so before any component renders (a call, not an import for
// its side effects: the package's sideEffects list lets webpack drop such imports).
import { options, type VNode } from 'preact';

// Preact's internal (mangled) names: options._diff, and the flag preact/compat sets on forwardRef,
// memo and lazy components, whose ref it hands on as a prop.
interface Hooks {
  __b?: (vnode: VNode) => void;
}
type ComponentType = ((...args: never[]) => unknown) & { __f?: boolean; prototype?: { render?: unknown } };

let installed = false;

/** Drops the refs given to function components (once). */
export function dropFunctionComponentRefs() {
  if (installed) return;
  installed = true;
  const hooks = options as Hooks;
  const previousDiff = hooks.__b;
  hooks.__b = (vnode: VNode) => {
    const type = vnode.type as unknown;
    if (vnode.ref && typeof type === 'function') {
      const component = type as ComponentType;
      if (!component.__f && !component.prototype?.render) vnode.ref = null;
    }
    previousDiff?.(vnode);
  };
}
