// The browser flow of the shipping country: cookie, /cdn-cgi/trace, the panel's choice, the
// store and its subscribers (the entry points through the feature's index, as the cart uses them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const BUILD = {
  countries: [
    { code: 'DE', zone: 'de' },
    { code: 'AT', zone: 'eu' },
    { code: 'CH', zone: 'export' },
    { code: 'US', zone: 'export' },
  ],
  setting: {
    shippingZones: [
      { zoneId: 'de', includesTax: true },
      { zoneId: 'eu', includesTax: true },
      { zoneId: 'export', includesTax: false },
    ],
  },
};

function setCookie(value: object) {
  document.cookie = `og_shipping_country=${encodeURIComponent(JSON.stringify(value))}; path=/`;
}
function cookieValue() {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith('og_shipping_country='))
    ?.slice('og_shipping_country='.length);
  return raw ? JSON.parse(decodeURIComponent(raw)) : undefined;
}
function edgeAnswers(body: string | Error) {
  const fetchMock = vi.fn(async () => {
    if (body instanceof Error) throw body;
    return new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
/** Fresh modules: resolve.ts decides once per page load. */
async function load() {
  vi.resetModules();
  const { resolveShippingCountry } = await import('./resolve');
  const { marketStore } = await import('./store');
  // The feature's public surface, as the cart uses it.
  const { applyShippingMatrix, chooseShippingCountry, marketRegion, subscribeShippingCountry } =
    await import('./index');
  return {
    resolveShippingCountry,
    applyShippingMatrix,
    chooseShippingCountry,
    marketRegion,
    subscribeShippingCountry,
    marketStore,
  };
}

beforeEach(() => {
  document.cookie = 'og_shipping_country=; max-age=0; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deciding the country in the browser', () => {
  it('takes the edge country, stores it as detected and applies its zone', async () => {
    const fetchMock = edgeAnswers('fl=x\nloc=ch\n');
    const { resolveShippingCountry, marketStore } = await load();
    await resolveShippingCountry(BUILD);
    expect(fetchMock).toHaveBeenCalledWith('/cdn-cgi/trace', expect.objectContaining({ cache: 'no-store' }));
    const state = marketStore.getState();
    expect(state).toMatchObject({ country: 'CH', source: 'edge' });
    expect(state.zone).toMatchObject({ id: 'export', includes_tax: false });
    expect(cookieValue()).toEqual({ code: 'CH', timestamp: expect.any(Number) });
  });

  it('keeps a fresh manual choice over the edge and applies it before the edge answers', async () => {
    setCookie({ code: 'AT', timestamp: Date.now() - 1000, manual: true });
    edgeAnswers('loc=CH\n');
    const { resolveShippingCountry, marketStore } = await load();
    const done = resolveShippingCountry(BUILD);
    expect(marketStore.getState().country).toBe('AT');
    await done;
    expect(marketStore.getState()).toMatchObject({ country: 'AT', source: 'manual' });
    expect(cookieValue()).toMatchObject({ code: 'AT', manual: true });
  });

  it('clears a stored invalid manual choice (xx) and falls back to DE when the edge is unreachable', async () => {
    setCookie({ code: 'xx', timestamp: Date.now(), manual: true });
    edgeAnswers(new Error('offline'));
    const { resolveShippingCountry, marketStore } = await load();
    await resolveShippingCountry(BUILD);
    expect(marketStore.getState()).toMatchObject({ country: 'DE', source: 'default' });
    expect(cookieValue()).toEqual({ code: 'DE', timestamp: expect.any(Number) });
  });

  it('uses the stored detected country when the edge names none', async () => {
    setCookie({ code: 'us', timestamp: 1 });
    edgeAnswers('fl=x\n');
    const { resolveShippingCountry, marketStore } = await load();
    await resolveShippingCountry(BUILD);
    expect(marketStore.getState()).toMatchObject({ country: 'US', source: 'cookie' });
  });
});

describe('choosing a country in the panel', () => {
  it('stores an upper-case manual choice with a timestamp, updates the zone and tells subscribers', async () => {
    edgeAnswers('fl=x\n');
    const { resolveShippingCountry, chooseShippingCountry, subscribeShippingCountry, marketStore } = await load();
    await resolveShippingCountry(BUILD);
    const seen: [string, string][] = [];
    const unsubscribe = subscribeShippingCountry((country, previous) => seen.push([country, previous]));
    const before = Date.now();
    expect(await chooseShippingCountry(' ch ')).toBe(true);
    expect(cookieValue()).toEqual({ code: 'CH', timestamp: expect.any(Number), manual: true });
    expect(cookieValue().timestamp).toBeGreaterThanOrEqual(before);
    expect(marketStore.getState().zone).toMatchObject({ id: 'export', includes_tax: false });
    expect(await chooseShippingCountry('DE')).toBe(true);
    expect(marketStore.getState().zone).toMatchObject({ id: 'de', includes_tax: true });
    unsubscribe();
    await chooseShippingCountry('AT');
    expect(seen).toEqual([
      ['CH', 'DE'],
      ['DE', 'CH'],
    ]);
  });

  it.each(['xx', '', 'JP', 'DEU'])('rejects %j and changes nothing', async (code) => {
    edgeAnswers('loc=AT\n');
    const { resolveShippingCountry, chooseShippingCountry, marketStore } = await load();
    await resolveShippingCountry(BUILD);
    expect(await chooseShippingCountry(code)).toBe(false);
    expect(marketStore.getState().country).toBe('AT');
    expect(cookieValue()).toEqual({ code: 'AT', timestamp: expect.any(Number) });
  });
});

describe('applying the shipping matrix', () => {
  it('takes the zone from the matrix and drops a country the matrix does not ship to', async () => {
    edgeAnswers('loc=AT\n');
    const { resolveShippingCountry, applyShippingMatrix, marketStore } = await load();
    await resolveShippingCountry(BUILD);
    expect(marketStore.getState().country).toBe('AT');
    await applyShippingMatrix({
      zones: [
        { zone_id: 'de', zone_name: 'Germany', countries: ['DE'], includes_tax: true },
        { zone_id: 'export', zone_name: 'Export', countries: ['CH'], includes_tax: false },
      ],
    });
    expect(marketStore.getState()).toMatchObject({
      country: 'DE',
      source: 'default',
      zone: { id: 'de', name: 'Germany', includes_tax: true },
    });
  });
});

describe('the market region', () => {
  const regions = [
    { id: 'reg_de', countries: [{ iso_2: 'de' }], metadata: { shipping_zone_id: 'de' } },
    { id: 'reg_export', countries: [{ iso_2: 'us' }], metadata: { shipping_zone_id: 'export' } },
  ];
  it("is the region listing the country, else the region of the country's zone", async () => {
    edgeAnswers('loc=CH\n');
    const { resolveShippingCountry, marketRegion } = await load();
    await resolveShippingCountry(BUILD);
    expect(marketRegion(regions, 'DE')?.id).toBe('reg_de');
    expect(marketRegion(regions, 'CH')?.id).toBe('reg_export');
  });
});
