// The statistics in the browser, loaded on demand once the visitor allowed the optional category:
// a page view 250 ms after each page finished loading (the first load and every in-app
// navigation) and a named event for each click on an element with `data-umami-event`.
import {
  PAGE_VIEW_DELAY_MS,
  createTracker,
  disabledIn,
  eventOf,
  externalReferrer,
  pageFacts,
  trackedElement,
  type TrackerConfig,
} from './tracker';

let tracker: ReturnType<typeof createTracker> | undefined;
let lastUrl: string | undefined;
let currentReferrer = '';

function facts() {
  return pageFacts(window, currentReferrer);
}

function start(config: TrackerConfig) {
  tracker = createTracker(config, { fetch: window.fetch.bind(window), disabled: () => disabledIn(() => localStorage) });
  document.addEventListener(
    'click',
    (event) => {
      const element = trackedElement(event.target);
      if (!element || !tracker) return;
      const { name, data } = eventOf(element);
      void tracker.event(facts(), name, data);
    },
    true,
  );
  return tracker;
}

/** Sends the page view of the page now shown (call once per page, in the browser only). */
export function trackPage(config: TrackerConfig) {
  if (typeof window === 'undefined') return;
  const active = tracker ?? start(config);
  const send = () =>
    window.setTimeout(() => {
      const url = `${location.pathname}${location.search}`;
      // The previous page of this visit is the referrer; the first page's is the other site's.
      currentReferrer = lastUrl ?? externalReferrer(document.referrer, location.origin);
      lastUrl = url;
      void active.pageView(facts());
    }, PAGE_VIEW_DELAY_MS);
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
