// Deciding and changing the shopper's market in the browser: reads and writes the
// og_shipping_country cookie, asks the site's /cdn-cgi/trace for the edge's country, applies the
// shipping matrix (the shipping feature loads it) and puts the outcome, the country and its zone,
// into the store. Loaded after the page is idle (Layout), with the language panel, or with the
// matrix (start.ts): not first-load JavaScript.
import {
  matrixCountries,
  toZoneTaxMap,
  zoneForCountry,
  zoneIdOf,
  zoneIncludesTax,
  zoneNameOf,
  type ShippingMatrix,
} from '@tonewood/rules';
import { readCookie, writeCookie } from '../../lib/cookies';
import {
  COUNTRY_COOKIE,
  COUNTRY_MAX_AGE_SECONDS,
  decideCountry,
  normalizeCountryCode,
  parseCountryCookie,
  serializeCountryCookie,
  traceCountry,
} from './country';
import { marketStore, type AppliedZone, type MarketState } from './store';

/** The edge's country: undefined until /cdn-cgi/trace was asked, null when it named none. */
let edge: string | null | undefined;
let trace: Promise<void> | undefined;

/** The zone of the state's country: the matrix's when loaded, else the build's zone id. */
function zoneOf(state: Omit<MarketState, 'zone'>, now = Date.now()): AppliedZone | null {
  const raw = zoneForCountry(state.matrix, state.country) ?? null;
  const id = raw ? zoneIdOf(raw) : state.countryZones[state.country];
  if (!id) return null;
  return {
    id,
    name: raw ? zoneNameOf(raw) : id,
    includes_tax: zoneIncludesTax(id, state.taxMap, raw?.includes_tax),
    raw,
    updatedAt: now,
  };
}

/** Sets state and recomputes the applied zone. */
function updateMarket(patch: Partial<Omit<MarketState, 'zone'>>) {
  const next = { ...marketStore.getState(), ...patch };
  marketStore.setState({ ...patch, zone: zoneOf(next) });
}

const storedCountry = () => parseCountryCookie(readCookie(document.cookie, COUNTRY_COOKIE));

/** Countries a candidate must be one of: the matrix's when loaded, else the build's list. */
function knownCountries(): readonly string[] | undefined {
  const state = marketStore.getState();
  const build = Object.keys(state.countryZones);
  return matrixCountries(state.matrix) ?? (build.length ? build : undefined);
}

/** Applies the precedence to what is known now; stores a detected country once the edge answered. */
function resolve(now = Date.now()) {
  const stored = storedCountry();
  const decision = decideCountry({ stored, edge, known: knownCountries(), now });
  if (decision.clearManual) writeCookie(COUNTRY_COOKIE, '', 0);
  const detected = decision.source === 'edge' || decision.source === 'default';
  if (detected && edge !== undefined && (decision.clearManual || stored?.code !== decision.code))
    writeCookie(
      COUNTRY_COOKIE,
      serializeCountryCookie({ code: decision.code, timestamp: now }),
      COUNTRY_MAX_AGE_SECONDS,
    );
  const state = marketStore.getState();
  if (state.country !== decision.code || state.source !== decision.source)
    updateMarket({ country: decision.code, source: decision.source });
}

async function askEdge() {
  try {
    const answer = await fetch('/cdn-cgi/trace', { cache: 'no-store', signal: AbortSignal.timeout(4000) });
    edge = answer.ok ? traceCountry(await answer.text()) : null;
  } catch {
    edge = null;
  }
}

/** The build's zone knowledge (the page's site chrome). */
export interface MarketBuild {
  /** The countries the shop ships to, each with its zone id (Medusa regions' shipping_zone_id). */
  countries: readonly { code: string; zone: string | null }[];
  /** The CMS zone tax map (setting ShippingZones). */
  setting: { shippingZones: readonly { zoneId: string; includesTax: boolean }[] };
}

/**
 * Decides the shipping country for this visit: at once from the cookie, then again when the edge
 * answered. Runs once per page load; later pages reuse the outcome.
 */
export function resolveShippingCountry(chrome: MarketBuild): Promise<void> {
  if (!trace) {
    updateMarket({
      countryZones: Object.fromEntries(chrome.countries.flatMap((c) => (c.zone ? [[c.code, c.zone]] : []))),
      taxMap: toZoneTaxMap(chrome.setting.shippingZones),
    });
    resolve();
    trace = askEdge().then(() => resolve());
  }
  return trace;
}

/** The shipping matrix, once loaded: its zones apply and the country is checked against it. */
export function applyShippingMatrix(matrix: ShippingMatrix) {
  updateMarket({ matrix });
  resolve();
}

/**
 * The shopper's choice in the language and country panel: normalised, checked against the
 * shipping countries, stored as a manual choice for 24 hours and applied at once. Returns false
 * (and changes nothing) for a code the shop does not ship to.
 */
export function chooseShippingCountry(code: string, now = Date.now()): boolean {
  const normalized = normalizeCountryCode(code);
  const known = knownCountries();
  if (!normalized || (known && !known.includes(normalized))) return false;
  writeCookie(
    COUNTRY_COOKIE,
    serializeCountryCookie({ code: normalized, timestamp: now, manual: true }),
    COUNTRY_MAX_AGE_SECONDS,
  );
  resolve(now);
  return true;
}
