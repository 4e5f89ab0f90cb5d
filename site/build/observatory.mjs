// The MDN HTTP Observatory's published scoring (github.com/mdn/mdn-http-observatory:
// src/grader/charts.js SCORE_TABLE and GRADE_CHART, the header tests in src/analyzer/tests),
// applied to one response's headers. Every site starts at 100; penalties count always, bonuses
// only when the score without them is at least 90; 100 and more is A+.
//
// Scope: the tests that read response headers (CSP, cookies, CORS, Referrer-Policy, HSTS,
// X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy). Redirection (http → https
// on the same host) and Subresource Integrity (all scripts from the site's own origin) are the
// hosting's and the markup's: they score 0 for this site and are counted as such.

/** @type {[number, string][]} */
const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

/** @param {string[]} values Content-Security-Policy header values */
function parseCsp(values) {
  /** @type {Map<string, Set<string>>} */
  const csp = new Map();
  for (const policy of values.flatMap((v) => v.split(','))) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (csp.has(directive)) continue;
      csp.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
    }
  }
  return csp;
}

/** The CSP test: its outcome, its modifier and whether frame-ancestors guards framing. */
function cspTest(values, https) {
  if (!values.length) return { result: 'csp-not-implemented', modifier: -25, antiClickjacking: false };
  const csp = parseCsp(values);
  const get = (d) => new Set(csp.get(d) ?? []);
  const script = csp.has('script-src')
    ? get('script-src')
    : csp.has('default-src')
      ? get('default-src')
      : new Set(['*']);
  const style = csp.has('style-src') ? get('style-src') : csp.has('default-src') ? get('default-src') : new Set(['*']);
  const object = csp.has('object-src')
    ? get('object-src')
    : csp.has('default-src')
      ? get('default-src')
      : new Set(['*']);
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  const active = [
    ...[...csp].filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d)).flatMap(([, s]) => [...s]),
    ...script,
  ];
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s) => s.startsWith('http:') || s.startsWith('ftp:');
  const frameAncestors = csp.get('frame-ancestors') ?? new Set(['*']);
  const antiClickjacking = ![...frameAncestors].some((s) => BROAD.has(s));
  const outcome = (result, modifier) => ({ result, modifier, antiClickjacking });
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return outcome('csp-implemented-with-unsafe-inline', -20);
  if (https && active.some(insecure)) return outcome('csp-implemented-with-insecure-scheme', -20);
  if ([...script, ...style].includes("'unsafe-eval'")) return outcome('csp-implemented-with-unsafe-eval', -10);
  if (https && passive.some(insecure))
    return outcome('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s)))
    return outcome('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return outcome('csp-implemented-with-no-unsafe-default-src-none', 10);
  return outcome('csp-implemented-with-no-unsafe', 5);
}

function cookiesTest(setCookies, hsts) {
  if (!setCookies.length) return { result: 'cookies-not-found', modifier: 0 };
  const cookies = setCookies.map((line) => {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const flags = new Map(
      attrs.map((a) => {
        const [k, v = ''] = a.split('=');
        return [k.toLowerCase(), v.toLowerCase()];
      }),
    );
    const name = pair.split('=')[0].toLowerCase();
    return { name, flags, session: /sess|login|auth|connect\.sid|^sid$/.test(name) };
  });
  if (cookies.some((c) => c.flags.has('samesite') && !['strict', 'lax', 'none'].includes(c.flags.get('samesite'))))
    return { result: 'cookies-samesite-flag-invalid', modifier: -20 };
  const insecure = cookies.filter((c) => !c.flags.has('secure'));
  if (cookies.some((c) => c.session && !c.flags.has('httponly')))
    return { result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (insecure.some((c) => c.session))
    return hsts
      ? { result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { result: 'cookies-session-without-secure-flag', modifier: -40 };
  if (insecure.length)
    return hsts
      ? { result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { result: 'cookies-without-secure-flag', modifier: -20 };
  if (cookies.every((c) => c.flags.has('samesite')))
    return { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function hstsTest(value, https) {
  if (!https) return { result: 'hsts-not-implemented-no-https', modifier: -20 };
  if (!value) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value);
  if (!maxAge || value.includes(',')) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_552_000
    ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerTest(value) {
  if (!value) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const tokens = value.split(',').map((s) => s.trim().toLowerCase());
  const valid = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ];
  const last = tokens.filter((t) => valid.includes(t)).at(-1);
  if (!last) return { result: 'referrer-policy-header-invalid', modifier: -5 };
  return valid.indexOf(last) < 4
    ? { result: 'referrer-policy-private', modifier: 5 }
    : { result: 'referrer-policy-unsafe', modifier: -5 };
}

function xctoTest(value) {
  if (!value) return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xfoTest(value, antiClickjacking) {
  if (antiClickjacking) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!value) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  const v = value.trim().toLowerCase();
  if (v === 'deny' || v === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (v.startsWith('allow-from ')) return { result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { result: 'x-frame-options-header-invalid', modifier: -20 };
}

function corpTest(value) {
  if (!value) return { result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  const v = value.trim().toLowerCase();
  if (v === 'same-origin') return { result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 10 };
  if (v === 'same-site') return { result: 'cross-origin-resource-policy-implemented-with-same-site', modifier: 10 };
  if (v === 'cross-origin')
    return { result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0 };
  return { result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

function corsTest(origin, credentials) {
  if (!origin) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin.trim() === '*')
    return { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (String(credentials).toLowerCase() === 'true')
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

/**
 * Grades one response.
 * @param {Record<string, string | string[] | undefined> | Headers} input its headers
 * @param {{ https?: boolean }} [options] whether it was served over HTTPS (HSTS counts only there)
 */
export function gradeHeaders(input, { https = true } = {}) {
  const entries =
    typeof Headers !== 'undefined' && input instanceof Headers
      ? [...input.entries()].map(([k, v]) => [k, k === 'set-cookie' ? input.getSetCookie() : v])
      : Object.entries(input);
  /** @type {Map<string, string[]>} */
  const headers = new Map();
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    headers.set(key, [...(headers.get(key) ?? []), ...(Array.isArray(value) ? value : [String(value)])]);
  }
  const first = (name) => headers.get(name)?.[0];
  const csp = cspTest(headers.get('content-security-policy') ?? [], https);
  const hsts = hstsTest(first('strict-transport-security'), https);
  const tests = {
    'content-security-policy': { result: csp.result, modifier: csp.modifier },
    cookies: cookiesTest(headers.get('set-cookie') ?? [], hsts.modifier === 0),
    'cross-origin-resource-sharing': corsTest(
      first('access-control-allow-origin'),
      first('access-control-allow-credentials'),
    ),
    redirection: { result: 'redirection-to-https', modifier: 0 },
    'referrer-policy': referrerTest(headers.get('referrer-policy')?.join(',')),
    'strict-transport-security': hsts,
    'subresource-integrity': { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 },
    'x-content-type-options': xctoTest(first('x-content-type-options')),
    'x-frame-options': xfoTest(first('x-frame-options'), csp.antiClickjacking),
    'cross-origin-resource-policy': corpTest(first('cross-origin-resource-policy')),
  };
  const modifiers = Object.values(tests).map((t) => t.modifier);
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus = penalties >= 90 ? modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : 0;
  const score = Math.max(0, penalties + bonus);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, tests };
}

/**
 * The headers a Cloudflare Pages `_headers` file gives one path: every matching block in order,
 * a header set by two of them sent with both values, `! Name` removing one.
 * @param {string} text the file
 * @param {string} urlPath
 */
export function headersForPath(text, urlPath) {
  /** @type {Map<string, string>} */
  const out = new Map();
  let applies = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const regex = new RegExp(
        '^' +
          pattern
            .split('*')
            .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*') +
          '$',
      );
      applies = regex.test(urlPath);
      continue;
    }
    if (!applies) continue;
    const entry = line.trim();
    if (entry.startsWith('!')) out.delete(entry.slice(1).trim().toLowerCase());
    else {
      // Two matching blocks that both set a header send both values, joined by a comma.
      const at = entry.indexOf(':');
      const name = entry.slice(0, at).trim().toLowerCase();
      const value = entry.slice(at + 1).trim();
      out.set(name, out.has(name) ? `${out.get(name)}, ${value}` : value);
    }
  }
  return Object.fromEntries(out);
}
