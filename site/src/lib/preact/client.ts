// `react-dom/client` in the browser bundles: preact/compat's, its hydration pass flagged for
// hydration.ts. Aliased in site/gatsby/bootstrap.ts for the build-javascript stage.
import { createRoot, hydrateRoot as compatHydrateRoot } from 'preact/compat/client';
import { whileHydrating } from './hydration';

export { createRoot };

export function hydrateRoot(...args: Parameters<typeof compatHydrateRoot>): ReturnType<typeof compatHydrateRoot> {
  return whileHydrating(() => compatHydrateRoot(...args));
}

export default { createRoot, hydrateRoot };
