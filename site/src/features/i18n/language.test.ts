import { describe, expect, it } from 'vitest';
import { languageOfPath, localizePath, routeOfPath } from './language.mjs';

describe('routeOfPath', () => {
  it('strips the German prefix and leaves English paths as they are', () => {
    expect(routeOfPath('/de/configurator-test')).toBe('/configurator-test');
    expect(routeOfPath('/de/checkout/cart_01ABC')).toBe('/checkout/cart_01ABC');
    expect(routeOfPath('/de')).toBe('/');
    expect(routeOfPath('/de/')).toBe('/');
    expect(routeOfPath('/design')).toBe('/design');
    expect(routeOfPath('/guitars/nomad')).toBe('/guitars/nomad');
  });

  it('is the inverse of localizePath in both languages', () => {
    for (const route of ['/', '/cart', '/configurator-test', '/blog/a/b'])
      for (const language of ['en', 'de'] as const) {
        const path = localizePath(language, route);
        expect(languageOfPath(path)).toBe(language);
        expect(routeOfPath(path)).toBe(route);
      }
  });
});
