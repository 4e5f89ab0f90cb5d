// The browser's side-channel (sideChannel.cjs) does for qs what the package does: the js-sdk's
// queries come out the same, and a cyclic object is still refused.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const getSideChannel = require('./sideChannel.cjs') as () => {
  assert: (key: unknown) => void;
  delete: (key: unknown) => boolean;
  get: (key: unknown) => unknown;
  has: (key: unknown) => boolean;
  set: (key: unknown, value: unknown) => void;
};

type Stringify = (value: unknown, options?: object) => string;
/** qs's stringify as the js-sdk loads it (qs of @medusajs/js-sdk), with the package's or our side channel. */
function qsStringify(ours: boolean): Stringify {
  const sdk = createRequire(require.resolve('@medusajs/js-sdk'));
  const qs = createRequire(sdk.resolve('qs'));
  const stringify = qs.resolve('./stringify.js');
  const files = [stringify, qs.resolve('./utils.js'), qs.resolve('./formats.js')];
  const channel = qs.resolve('side-channel');
  const saved = require.cache[channel];
  for (const file of files) delete require.cache[file];
  if (ours) require.cache[channel] = { exports: getSideChannel } as NodeJS.Module;
  try {
    return qs(stringify) as Stringify;
  } finally {
    for (const file of files) delete require.cache[file];
    if (saved) require.cache[channel] = saved;
    else delete require.cache[channel];
  }
}

describe('side channel (qs in the browser)', () => {
  it('keeps notes on objects and on other keys, and says when it has none', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 1);
    channel.set('a', 2);
    channel.set(null, 3);
    expect([channel.get(key), channel.get('a'), channel.get(null), channel.get({})]).toEqual([1, 2, 3, undefined]);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert('a')).not.toThrow();
  });

  it("gives the js-sdk's queries as the package does, and refuses a cycle", () => {
    const [theirs, ours] = [qsStringify(false), qsStringify(true)];
    const queries = [
      { fields: '*variants.calculated_price,+variants.inventory_quantity', limit: 12, offset: 0, region_id: 'reg_1' },
      { handle: ['auric-s-classic', 'tote bag'], q: 'Ahorn & Öl', country_code: 'de', order: '-created_at' },
      { filter: { tags: { value: ['a', 'b'] }, price: { $gte: 10 } }, empty: null, none: undefined },
    ];
    for (const query of queries)
      for (const options of [{ skipNulls: true }, { encode: false }, {}])
        expect(ours(query, options)).toBe(theirs(query, options));
    expect(ours(queries[1], { skipNulls: true })).toContain('q=Ahorn%20%26%20%C3%96l');
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    expect(() => theirs(cycle)).toThrow(new RangeError('Cyclic object value'));
    expect(() => ours(cycle)).toThrow(new RangeError('Cyclic object value'));
  });
});
