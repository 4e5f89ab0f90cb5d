// Storybook's stand-in for @medusajs/js-sdk: there is no commerce backend in Storybook, so every
// call of the client fails at once, as when the store API is unreachable. The site's own code
// (site/src/lib/data/ and its callers) runs unchanged and keeps its build-time figures.
const unreachable = (): unknown =>
  new Proxy(() => Promise.reject(new Error('Storybook has no commerce API')), {
    // Not a thenable: the client is handed out through a promise.
    get: (_target, key) => (key === 'then' ? undefined : unreachable()),
  });

export default class Medusa {
  constructor(_config: unknown) {
    return unreachable() as Medusa;
  }
}
