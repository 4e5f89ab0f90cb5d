// Visitor statistics in Umami's documented protocol (spec section 7): POST {endpoint}/api/send
// with JSON {type: 'event', payload}; the payload names the website, hostname, language, screen
// (WxH), url, title, referrer and an optional tag, and a named event adds its name and data.
// Credentials are never sent; the cache token of the last answer goes back in `x-umami-cache`.
// Nothing is sent on the server or when local storage has `umami.disabled` set to '1'.

export const PAGE_VIEW_DELAY_MS = 250;
const UNKNOWN_EVENT = '#unknown-event';
const DISABLE_KEY = 'umami.disabled';
const EVENT_ATTRIBUTE = 'data-umami-event';
const EVENT_DATA = /^data-umami-event-([\w-]+)$/;

export interface TrackerConfig {
  /** The Umami instance's origin (its send endpoint is {endpoint}/api/send). */
  endpoint: string;
  websiteId: string;
  tag?: string;
}

/** What the payload says about the page and the browser. */
export interface PageFacts {
  hostname: string;
  language: string;
  screen: string;
  url: string;
  title: string;
  referrer: string;
}

export interface Payload extends PageFacts {
  website: string;
  tag?: string;
  name?: string;
  data?: Record<string, string>;
}

/** The facts of the page in this browser; `referrer` is the previous page of this visit, if any. */
export function pageFacts(win: Window, referrer: string): PageFacts {
  return {
    hostname: win.location.hostname,
    language: win.navigator.language,
    screen: `${win.screen.width}x${win.screen.height}`,
    url: `${win.location.pathname}${win.location.search}`,
    title: win.document.title,
    referrer,
  };
}

/** The referrer of the first page: the other site the visitor came from, never this one. */
export function externalReferrer(documentReferrer: string, origin: string): string {
  return documentReferrer && !documentReferrer.startsWith(origin) ? documentReferrer : '';
}

/**
 * The named event an element sends on click: `data-umami-event` names it ('#unknown-event' when
 * empty), each `data-umami-event-<key>` attribute becomes a flat `key: value` pair of its data.
 */
export function eventOf(element: Element): { name: string; data: Record<string, string> } {
  const data: Record<string, string> = {};
  for (const attribute of element.getAttributeNames()) {
    const key = EVENT_DATA.exec(attribute)?.[1];
    if (key) data[key] = element.getAttribute(attribute) ?? '';
  }
  return { name: element.getAttribute(EVENT_ATTRIBUTE)?.trim() || UNKNOWN_EVENT, data };
}

/** The element with a tracking directive that a click on `target` hit, if any. */
export function trackedElement(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${EVENT_ATTRIBUTE}]`) : null;
}

export interface Sender {
  fetch: typeof fetch;
  /** Whether local storage disables tracking (read at every send, as Umami does). */
  disabled: () => boolean;
}

/** A tracker for one site; it keeps the cache token Umami answers with. */
export function createTracker(config: TrackerConfig, sender: Sender) {
  let cache: string | undefined;
  const url = `${config.endpoint.replace(/\/+$/, '')}/api/send`;

  async function send(payload: Payload) {
    if (sender.disabled()) return;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cache) headers['x-umami-cache'] = cache;
    try {
      const response = await sender.fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'event', payload }),
        credentials: 'omit',
      });
      const answer: unknown = await response.json().catch(() => null);
      if (answer && typeof answer === 'object' && typeof (answer as { cache?: unknown }).cache === 'string')
        cache = (answer as { cache: string }).cache;
    } catch {
      // Statistics never disturb the shop: a failed send is dropped.
    }
  }

  const base = (facts: PageFacts): Payload => ({
    website: config.websiteId,
    ...facts,
    ...(config.tag ? { tag: config.tag } : {}),
  });

  return {
    pageView: (facts: PageFacts) => send(base(facts)),
    event: (facts: PageFacts, name: string, data: Record<string, string>) =>
      send({ ...base(facts), name, ...(Object.keys(data).length ? { data } : {}) }),
  };
}

/** Umami's switch for one browser: local storage `umami.disabled` = '1'. */
export function disabledIn(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(DISABLE_KEY) === '1';
  } catch {
    return false;
  }
}
