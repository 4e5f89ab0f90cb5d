// @vitest-environment jsdom
// The loader that starts a page's scripts once its first picture is painted, and the build step
// that takes Gatsby's own script tags out of such a page (site/config/hydration.mjs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATED_HOOK,
  HYDRATES_LATER_ATTRIBUTE,
  HYDRATION_SCRIPT_ID,
  HYDRATION_WAIT_MS,
  LOADER_SLICE_MS,
  hydrationLoader,
  withoutEagerScripts,
} from './hydration.mjs';

const SCRIPTS = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const PRELOADS = ['/component---product-4.js', '/page-data/app-data.json', '/page-data/guitars/x/page-data.json'];

const added = () => ({
  scripts: [...document.querySelectorAll('body script[src]')].map((s) => [
    s.getAttribute('src'),
    (s as HTMLScriptElement).async,
  ]),
  preloads: [...document.querySelectorAll('head link[rel="preload"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('as'),
    l.getAttribute('crossorigin'),
  ]),
});

/** The browser's performance timeline as far as the loader reads it: its first paint. */
class Timeline {
  static supportedEntryTypes = ['paint'];
  static observers: Timeline[] = [];
  observed = false;
  constructor(private callback: (list: { getEntriesByName: (name: string) => object[] }) => void) {
    Timeline.observers.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  /** The page paints for the first time. */
  static paint() {
    for (const o of Timeline.observers.filter((o) => o.observed))
      o.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
  }
}

function page({
  picture,
  timeline = Timeline,
}: {
  picture: 'loading' | 'loaded' | 'none';
  timeline?: typeof Timeline | null;
}) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    picture === 'none' ? '<h1>Blog</h1>' : '<picture><img fetchpriority="high" src="/front.avif" alt=""></picture>';
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { configurable: true, value: picture === 'loaded' });
  // As the page runs it (an inline script, once), with this test's document, window and clock.
  Timeline.observers = [];
  new Function(
    'document',
    'window',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    hydrationLoader({ scripts: SCRIPTS, preloads: PRELOADS }),
  )(document, window, requestAnimationFrame, setTimeout, timeline);
  return img;
}

describe('the hydration loader', () => {
  // A frame is drawn every 16 ms of the fake clock (jsdom draws none); a task after it runs on the
  // clock's next step.
  const FRAME_MS = 16;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // A fast phone: adding a request takes no time, so the loader adds them all in one slice (the
    // slice test below makes them cost). On the real clock a loaded machine filled the slice.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), FRAME_MS),
    );
  });
  afterEach(() => {
    // Every loader of a test has started by its end (the 3-s limit), so none acts in the next.
    vi.advanceTimersByTime(HYDRATION_WAIT_MS);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for nothing before the first paint and the picture, and for everything one frame after both', () => {
    const img = page({ picture: 'loading' });
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual({ scripts: [], preloads: [] });
    img!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(added().scripts).toEqual([]);
    Timeline.paint();
    vi.advanceTimersByTime(FRAME_MS);
    expect(added().scripts).toEqual([]);
    // The frame has been drawn: the next task starts them.
    vi.advanceTimersByTime(1);
    expect(added()).toEqual({
      scripts: SCRIPTS.map((src) => [src, true]),
      preloads: [
        ['/component---product-4.js', 'script', null],
        ['/page-data/app-data.json', 'fetch', 'anonymous'],
        ['/page-data/guitars/x/page-data.json', 'fetch', 'anonymous'],
      ],
    });
    // Once only.
    vi.advanceTimersByTime(HYDRATION_WAIT_MS);
    window.dispatchEvent(new Event('pointerdown'));
    expect(added().scripts).toHaveLength(3);
  });

  it('adds its requests at most LOADER_SLICE_MS at a time, scripts first, letting the browser work in between', () => {
    page({ picture: 'loading' });
    // A slow phone: each request takes the main thread 10 ms.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    window.dispatchEvent(new Event('pointerdown'));
    // Two requests fill the first slice (10 + 10 ms > 15 ms); the rest waits for the next task.
    expect(added()).toEqual({ scripts: SCRIPTS.slice(0, 2).map((src) => [src, true]), preloads: [] });
    // The next tasks, one at a time.
    vi.advanceTimersToNextTimer();
    expect(added().scripts).toHaveLength(3);
    expect(added().preloads).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(added().preloads.map(([href]) => href)).toEqual(PRELOADS);
    expect(LOADER_SLICE_MS).toBe(15);
  });

  it('waits for the picture after the first paint', () => {
    const img = page({ picture: 'loading' });
    Timeline.paint();
    vi.advanceTimersByTime(100);
    expect(added().scripts).toEqual([]);
    img!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FRAME_MS + 1);
    expect(added().scripts).toHaveLength(3);
  });

  it('starts at once when the shopper interacts first', () => {
    page({ picture: 'loading' });
    window.dispatchEvent(new Event('keydown'));
    expect(added().scripts).toHaveLength(3);
  });

  it('starts one frame after the first paint when the picture is already there, or the page has none', () => {
    for (const picture of ['loaded', 'none'] as const) {
      page({ picture });
      vi.advanceTimersByTime(100);
      expect(added().scripts).toHaveLength(0);
      Timeline.paint();
      vi.advanceTimersByTime(FRAME_MS + 1);
      expect(added().scripts).toHaveLength(3);
    }
  });

  it('lets the picture decide where the browser reports no paint', () => {
    const img = page({ picture: 'loading', timeline: null });
    vi.advanceTimersByTime(100);
    expect(added().scripts).toHaveLength(0);
    img!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FRAME_MS + 1);
    expect(added().scripts).toHaveLength(3);
  });

  it('waits for a picture that does not arrive no longer than 3 s, and not for a broken one', () => {
    page({ picture: 'loading' });
    Timeline.paint();
    vi.advanceTimersByTime(HYDRATION_WAIT_MS - 1);
    expect(added().scripts).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(added().scripts).toHaveLength(3);

    const img = page({ picture: 'loading' });
    img!.dispatchEvent(new Event('error'));
    expect(added().scripts).toHaveLength(3);
  });

  it('does the button tap that came before hydration once the page has hydrated, once', () => {
    page({ picture: 'none' });
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button type="button" id="menu"><span>Menu</span></button><button type="submit" id="send">Send</button><a href="#x" id="link">x</a>',
    );
    const taps: string[] = [];
    document.addEventListener('click', (e) => taps.push((e.target as Element).id || (e.target as Element).tagName));
    (document.querySelector('#menu span') as HTMLElement).click();
    expect(added().scripts).toHaveLength(0); // a click alone: the pointerdown before it starts them
    (document.querySelector('#send') as HTMLElement).click();
    (document.querySelector('#link') as HTMLElement).click();
    expect(taps).toEqual(['SPAN', 'send', 'link']);
    const hydrated = (window as unknown as Record<string, () => void>)[HYDRATED_HOOK]!;
    hydrated();
    // The tap on the button is done again, on the button; the submit button and the link are not.
    expect(taps).toEqual(['SPAN', 'send', 'link', 'menu']);
    hydrated();
    (document.querySelector('#menu') as HTMLElement).click();
    expect(taps).toEqual(['SPAN', 'send', 'link', 'menu', 'menu']);
  });

  it('does not tap a button that has gone or was disabled meanwhile', () => {
    for (const change of ['remove', 'disable'] as const) {
      page({ picture: 'none' });
      document.body.insertAdjacentHTML('beforeend', '<button type="button" id="menu">Menu</button>');
      const button = document.querySelector<HTMLButtonElement>('#menu')!;
      let taps = 0;
      button.addEventListener('click', () => taps++);
      button.click();
      if (change === 'remove') button.remove();
      else button.disabled = true;
      (window as unknown as Record<string, () => void>)[HYDRATED_HOOK]!();
      expect(taps).toBe(1);
    }
  });

  it('keeps a tap in a part that hydrates later until that part has, before and after the page hydrated', () => {
    for (const when of ['before', 'after'] as const) {
      page({ picture: 'none' });
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div ${HYDRATES_LATER_ATTRIBUTE}><button type="button" id="accept">Accept</button></div><button type="button" id="menu">Menu</button>`,
      );
      const part = document.querySelector(`[${HYDRATES_LATER_ATTRIBUTE}]`)!;
      const taps: string[] = [];
      for (const id of ['accept', 'menu']) document.getElementById(id)!.addEventListener('click', () => taps.push(id));
      const hydrated = (window as unknown as Record<string, () => void>)[HYDRATED_HOOK]!;
      if (when === 'after') hydrated();
      document.getElementById('accept')!.click();
      // The page hydrating is not enough: the part's code has not run.
      hydrated();
      expect(taps).toEqual(['accept']);
      // A tap elsewhere on the hydrated page is the page's own (not kept, not done again).
      document.getElementById('menu')!.click();
      hydrated();
      expect(taps).toEqual(['accept', 'menu']);
      // The part has hydrated and says so: the tap is done, once.
      part.removeAttribute(HYDRATES_LATER_ATTRIBUTE);
      hydrated();
      hydrated();
      expect(taps, when).toEqual(['accept', 'menu', 'accept']);
    }
  });

  it('keeps the page safe from what it lists', () => {
    const source = hydrationLoader({ scripts: ['/a.js'], preloads: ['/</script><script>alert(1)</script>\u2028.js'] });
    expect(source).not.toMatch(/<\/script|\u2028/);
    expect(source).toContain('\\u003c/script\\u003e');
  });
});

describe('a built page whose scripts wait for its picture', () => {
  const built = (loader: boolean) =>
    [
      '<html><head></head><body><main>content</main>',
      loader
        ? `<script id="${HYDRATION_SCRIPT_ID}">${hydrationLoader({ scripts: SCRIPTS, preloads: PRELOADS })}</script>`
        : '',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/x";/*]]>*/</script>',
      '<!-- slice-start id="_gatsby-scripts-1" -->',
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
      '<script>window.___webpackCompilationHash="abc";</script>',
      '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>',
      '<script src="/app-3.js" async=""></script>',
      '<!-- slice-end id="_gatsby-scripts-1" -->',
      '<script src="/elsewhere.js" async></script>',
      '</body></html>',
    ].join('\n');

  it("loses Gatsby's script tags and keeps its inline scripts", () => {
    const { html, removed, loaded } = withoutEagerScripts(built(true));
    expect(removed).toEqual(SCRIPTS);
    expect(loaded).toEqual(SCRIPTS);
    expect(html).not.toMatch(/<script src="\/(webpack-runtime-1|framework-2|app-3)/);
    expect(html).toContain('window.___chunkMapping="{}"');
    expect(html).toContain('window.___webpackCompilationHash="abc"');
    expect(html).toContain('<script src="/elsewhere.js" async></script>');
    // Done once: a second pass changes nothing.
    expect(withoutEagerScripts(html)).toEqual({ html, removed: [], loaded: SCRIPTS });
  });

  it('leaves a page without the loader as it is (cart, checkout, order)', () => {
    expect(withoutEagerScripts(built(false))).toEqual({ html: built(false), removed: [], loaded: [] });
  });
});
