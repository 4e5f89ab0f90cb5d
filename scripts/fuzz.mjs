// Generated bad input (issue 27) for the site functions (e2e/fuzz.mjs) and Medusa's custom routes
// (commerce/test/fuzz.test.ts): fast-check arbitraries for hostile values, bodies built from a
// target's fields (each valid, hostile or missing, plus extra fields and a filled honeypot), and
// the ways a body can be sent wrong (content types, bad JSON, huge bodies). One fixed seed, so a
// failure is reproduced by running again; the outcome classes are counted per target.
import http from 'node:http';
import fc from 'fast-check';

/** The seed every generated run uses (FUZZ_SEED overrides it to explore). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20_261_126;
/** Requests per target (at least 500, issue 27; FUZZ_RUNS overrides it). */
export const FUZZ_RUNS = Math.max(Number(process.env.FUZZ_RUNS) || 500, 1);

/** Strings a form field should never take in as they are. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'a\u200Bb\u200C\u200D\uFEFF',
  '\r\nBcc: victim@example.com',
  'line one\nline two',
  '<script>window.__fuzzed = 1</script>',
  '"><img src=x onerror="window.__fuzzed=1">',
  'javascript:alert(1)',
  "' OR '1'='1' --",
  '"; DROP TABLE cart; --',
  '{"$gt": ""}',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  'a@example.com,workshop',
  'https://evil.example/pay',
  '🎸'.repeat(300),
  'e\u0301'.repeat(500),
  'a'.repeat(5_000),
];

/** A hostile string: a known nasty one, a random one with any code unit (lone surrogates too), or a long one. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\uD83C', '\uDFB8', '\u0000', '\u202E', 'a'), maxLength: 60 }),
  },
  { weight: 1, arbitrary: fc.nat({ max: 40_000 }).map((n) => 'x'.repeat(n)) },
);

/** Any JSON value a client could send instead of the expected one: wrong types included. */
export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -0.5, Number.MAX_SAFE_INTEGER, [], {}, ['a'], { a: 1 }),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/**
 * A body for a target: each field (its valid value's arbitrary) valid, hostile or missing; now and
 * then extra fields, a filled honeypot, a __proto__ key.
 * @param {Record<string, import('fast-check').Arbitrary<unknown>>} fields
 */
export function bodyOf(fields) {
  const field = (valid) =>
    fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  return fc
    .record({
      fields: fc.record(Object.fromEntries(Object.entries(fields).map(([name, valid]) => [name, field(valid)]))),
      extra: fc.dictionary(
        fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'id', 'confirmed')),
        hostileValue,
        {
          maxKeys: 2,
        },
      ),
      honeypot: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileString }),
    })
    .map(({ fields: values, extra, honeypot }) => {
      const body = { ...extra };
      for (const [name, value] of Object.entries(values)) if (value !== undefined) body[name] = value;
      if (honeypot !== undefined) body.honeypot = honeypot;
      return body;
    });
}

/**
 * How the body goes over the wire: mostly JSON as the site sends it, else a wrong or missing
 * content type, bad JSON, a body over any limit, or not an object at all.
 */
export function requestOf(body) {
  const json = (value) => ({ contentType: 'application/json', payload: JSON.stringify(value), body: value });
  return fc.oneof(
    { weight: 12, arbitrary: body.map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          body,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            '',
            'application/jsonx',
            'application/json; charset=utf-16',
          ),
        )
        .map(([value, contentType]) => ({ contentType, payload: JSON.stringify(value), body: undefined })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', "{'a': 1}", 'null', '[1,2', '\u0000', '{"a":1}garbage', '')
        .map((payload) => ({ contentType: 'application/json', payload, body: undefined })),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 3 }).map((n) => ({
        contentType: 'application/json',
        payload: JSON.stringify({ name: 'x'.repeat(20_000 * (n + 1)) }),
        body: undefined,
      })),
    },
  );
}

/** Local addresses to send from: each gets a fresh rate-limit allowance (127.0.0.2 onwards). */
let nextAddress = 1;
export function nextLocalAddress() {
  do nextAddress++;
  while ((nextAddress & 255) === 0 || (nextAddress & 255) === 255);
  return `127.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/**
 * One raw HTTP request (fetch cannot send a lone surrogate or a wrong length as it is, nor choose
 * the local address). Resolves { status, contentType, text }.
 */
export function send(url, { method = 'POST', contentType, payload, localAddress, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const data = payload === undefined ? undefined : Buffer.from(payload, 'utf8');
    const req = http.request(
      url,
      {
        method,
        localAddress,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(data ? { 'content-length': data.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Counts of outcome classes per target: { total, '2xx': n, '400': n, ... }. */
export function tally() {
  const counts = { total: 0 };
  return {
    counts,
    add(status) {
      counts.total++;
      const key = status >= 200 && status < 300 ? '2xx' : String(status);
      counts[key] = (counts[key] ?? 0) + 1;
    },
    line: () =>
      `${counts.total} requests: ${Object.entries(counts)
        .filter(([key]) => key !== 'total')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key} ×${n}`)
        .join(', ')}`,
  };
}

/** The refusal's reason: a JSON body with a non-empty message, or undefined. */
export function reasonOf({ contentType, text }) {
  if (!/application\/json/i.test(contentType)) return undefined;
  try {
    const message = JSON.parse(text)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

export { fc };
