import { describe, expect, it, vi } from 'vitest';
import { createTracker, disabledIn, eventOf, externalReferrer, trackedElement, type PageFacts } from './tracker';

const facts: PageFacts = {
  hostname: 'shop.example',
  language: 'de-DE',
  screen: '1280x720',
  url: '/de/guitars?color=red',
  title: 'Gitarren | Tonewood',
  referrer: '/de',
};

function recorder(answers: unknown[] = []) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    return new Response(JSON.stringify(answers.shift() ?? {}), { headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe("the tracker speaks Umami's protocol", () => {
  it('posts a page view as {type, payload} to {endpoint}/api/send without credentials', async () => {
    const { calls, fetch } = recorder();
    const tracker = createTracker(
      { endpoint: 'https://stats.example/', websiteId: 'site-1' },
      { fetch, disabled: () => false },
    );
    await tracker.pageView(facts);
    expect(calls).toHaveLength(1);
    const [call] = calls as [{ url: string; init: RequestInit }];
    expect(call.url).toBe('https://stats.example/api/send');
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('omit');
    expect(JSON.parse(String(call.init.body))).toEqual({ type: 'event', payload: { website: 'site-1', ...facts } });
  });

  it('echoes the cache token of the previous answer', async () => {
    const { calls, fetch } = recorder([{ cache: 'token-1' }, { cache: 'token-2' }]);
    const tracker = createTracker(
      { endpoint: 'https://stats.example', websiteId: 'w' },
      { fetch, disabled: () => false },
    );
    await tracker.pageView(facts);
    await tracker.pageView(facts);
    await tracker.pageView(facts);
    const cacheHeader = (i: number) => (calls[i]?.init.headers as Record<string, string>)['x-umami-cache'];
    expect(cacheHeader(0)).toBeUndefined();
    expect(cacheHeader(1)).toBe('token-1');
    expect(cacheHeader(2)).toBe('token-2');
  });

  it('adds name, flat data and the tag to a named event', async () => {
    const { calls, fetch } = recorder();
    const tracker = createTracker(
      { endpoint: 'https://stats.example', websiteId: 'w', tag: 'spring' },
      { fetch, disabled: () => false },
    );
    await tracker.event(facts, 'add-to-cart', { product: 'auric', variant: 'red' });
    await tracker.event(facts, 'newsletter', {});
    const bodies = calls.map((c) => JSON.parse(String(c.init.body)));
    expect(bodies[0].payload).toEqual({
      website: 'w',
      ...facts,
      tag: 'spring',
      name: 'add-to-cart',
      data: { product: 'auric', variant: 'red' },
    });
    expect(bodies[1].payload).not.toHaveProperty('data');
  });

  it('sends nothing while local storage disables it', async () => {
    const { calls, fetch } = recorder();
    let disabled = true;
    const tracker = createTracker(
      { endpoint: 'https://stats.example', websiteId: 'w' },
      { fetch, disabled: () => disabled },
    );
    await tracker.pageView(facts);
    expect(calls).toHaveLength(0);
    disabled = false;
    await tracker.pageView(facts);
    expect(calls).toHaveLength(1);
    expect(disabledIn(() => ({ getItem: () => '1' }))).toBe(true);
    expect(disabledIn(() => ({ getItem: () => 'true' }))).toBe(false);
    expect(
      disabledIn(() => {
        throw new Error('no storage');
      }),
    ).toBe(false);
  });

  it('swallows network failures', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const tracker = createTracker(
      { endpoint: 'https://stats.example', websiteId: 'w' },
      { fetch, disabled: () => false },
    );
    await expect(tracker.pageView(facts)).resolves.toBeUndefined();
  });
});

describe('click events from data-umami-event', () => {
  it('flattens data-umami-event-* attributes into the event data', () => {
    document.body.innerHTML =
      '<a data-umami-event="add-to-cart" data-umami-event-product="auric" data-umami-event-variant-id="v_1" data-other="x"><span>Add</span></a>';
    const element = trackedElement(document.querySelector('span'));
    expect(element?.tagName).toBe('A');
    expect(eventOf(element!)).toEqual({ name: 'add-to-cart', data: { product: 'auric', 'variant-id': 'v_1' } });
  });

  it("names an unnamed event '#unknown-event' and ignores untracked clicks", () => {
    document.body.innerHTML = '<button data-umami-event="">Go</button><p>plain</p>';
    expect(eventOf(trackedElement(document.querySelector('button'))!).name).toBe('#unknown-event');
    expect(trackedElement(document.querySelector('p'))).toBeNull();
  });

  it('keeps the site itself out of the referrer', () => {
    expect(externalReferrer('https://search.example/?q=guitar', 'https://shop.example')).toBe(
      'https://search.example/?q=guitar',
    );
    expect(externalReferrer('https://shop.example/de', 'https://shop.example')).toBe('');
    expect(externalReferrer('', 'https://shop.example')).toBe('');
  });
});
