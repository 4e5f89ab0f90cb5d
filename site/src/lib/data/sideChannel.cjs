// The side-channel package as qs (the js-sdk's query strings) uses it, for the browser bundles
// (aliased in site/gatsby/bootstrap.ts). qs keeps per-object notes in side channels: the objects
// it is turning into a query (to find cycles) and arrays it has capped. The package gets there
// through get-intrinsic, call-bind, object-inspect and a dozen more (30 KB of the commerce chunk)
// to run on engines without WeakMap or Map; every browser the shop serves has both. The same
// five methods: objects in a WeakMap (never kept alive by a note), other keys in a Map.
'use strict';

module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const others = new Map();
  const of = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others);
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => of(key).delete(key),
    get: (key) => of(key).get(key),
    has: (key) => of(key).has(key),
    set(key, value) {
      of(key).set(key, value);
    },
  };
  return channel;
};
