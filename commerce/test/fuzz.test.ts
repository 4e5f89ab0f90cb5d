import Medusa from '@medusajs/js-sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM without types, shared with e2e/fuzz.mjs
import * as fuzz from '../../scripts/fuzz.mjs';
import { medusaUrl, publishableKey, regionFor, sdk, sql, variantOf } from './context';

// Generated bad input (issue 27) against Medusa's custom routes on the real Medusa and PostgreSQL:
// at least FUZZ_RUNS requests per route from one fixed seed; no 5xx, every refusal a 4xx with a
// message, nothing stored by a refused request. The outcome classes are printed per route.

const { fc, FUZZ_RUNS, FUZZ_SEED, hostileString, hostileValue, bodyOf, requestOf, send, tally, reasonOf } = fuzz;
type Answer = { status: number; contentType: string; text: string };
type Tally = { counts: Record<string, number>; add: (status: number) => void; line: () => string };

/**
 * No 5xx; a refusal is a 4xx whose JSON body says why. Node's HTTP parser answers a request line
 * and headers over 16 KB with a bare 431 before Medusa sees it: its status line is its reason.
 */
function expectHandled(answer: Answer, what: string) {
  const seen = `${what.slice(0, 300)} → ${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}`;
  expect(answer.status, seen).toBeLessThan(500);
  if (answer.status >= 400 && answer.status !== 431) expect(reasonOf(answer), `a reason: ${seen}`).toBeTruthy();
}

/**
 * A path segment from any string (lone surrogates too): its UTF-8 bytes, percent-encoded, at most
 * 2000 (an empty one would be another route; longer ones get Node's bare 431).
 */
const segment = (value: string) =>
  [...Buffer.from(value || '_', 'utf8').subarray(0, 2000)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');

/**
 * A query string built from hostile values (repeated keys become arrays, as Express reads them),
 * cut at 8000 characters so it reaches Medusa (Node answers longer request lines with a bare 431).
 */
const queryOf = (params: Record<string, unknown>) => `${query(params)}`.slice(0, 8000);
const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      search.append(key, typeof one === 'string' ? one : JSON.stringify(one));
  }
  return search.toString();
};

const printed: string[] = [];
const started = Date.now();
async function run(name: string, property: (count: Tally) => unknown) {
  const count: Tally = tally();
  await fc.assert(property(count) as never, {
    numRuns: FUZZ_RUNS,
    seed: FUZZ_SEED,
    endOnFailure: true,
    // A short report: the failing request's answer, not a counterexample of megabytes.
    reporter: (out: { failed: boolean; numRuns: number; errorInstance?: unknown }) => {
      if (out.failed)
        throw new Error(
          `${name}: failed at run ${out.numRuns} of seed ${FUZZ_SEED}: ${String((out.errorInstance as Error)?.message ?? out.errorInstance).slice(0, 1500)}`,
        );
    },
  });
  printed.push(`${name}: ${count.line()}`);
  expect(count.counts.total).toBeGreaterThanOrEqual(FUZZ_RUNS);
}

afterAll(() => {
  console.log(
    `generated bad input (seed ${FUZZ_SEED}), ${Math.round((Date.now() - started) / 1000)} s:\n  ${printed.join('\n  ')}`,
  );
});

describe('generated bad input on the custom Medusa routes (fast-check, fixed seed)', () => {
  let regionId: string;
  let productId: string;
  let variantId: string;
  let adminToken: string;
  const storeHeaders = { 'x-publishable-api-key': publishableKey };

  beforeAll(async () => {
    regionId = (await regionFor('DE')).id;
    const variant = await variantOf('ember-18-combo');
    variantId = variant.id;
    const { products } = await sdk.store.product.list({ handle: 'ember-18-combo', fields: 'id' });
    productId = products[0]!.id;
    const admin = new Medusa({ baseUrl: medusaUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
    adminToken = String(
      await admin.auth.login('user', 'emailpass', { email: inject('adminEmail'), password: inject('adminPassword') }),
    );
  });

  it('GET /store/price-history: wrong, missing and hostile ids never answer 5xx nor write a price point', async () => {
    const [{ n: before }] = await sql<{ n: string }>('select count(*) as n from price_history');
    const id = (valid: () => string) =>
      fc.oneof(
        fc.constant(undefined).map(() => valid()),
        hostileValue,
        fc.array(hostileString, { maxLength: 120 }),
      );
    await run('GET /store/price-history', (count) =>
      fc.asyncProperty(
        fc.record({
          region_id: fc.oneof(fc.constant('region'), hostileValue, fc.constant(undefined)),
          product_id: fc.oneof(
            id(() => productId),
            fc.constant(undefined),
          ),
          variant_id: fc.oneof(
            id(() => variantId),
            fc.constant(undefined),
          ),
          extra: fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
          key: fc.boolean(),
        }),
        async ({ region_id, product_id, variant_id, extra, key }) => {
          const query = queryOf({
            ...extra,
            region_id: region_id === 'region' ? regionId : region_id,
            product_id,
            variant_id,
          });
          const answer = await send(`${medusaUrl}/store/price-history?${query}`, {
            method: 'GET',
            headers: key ? storeHeaders : {},
          });
          count.add(answer.status);
          expectHandled(answer, `GET /store/price-history?${query.slice(0, 200)}`);
        },
      ),
    );
    const [{ n: after }] = await sql<{ n: string }>('select count(*) as n from price_history');
    expect(after).toBe(before);
  });

  it('GET /store/shipping-matrix: any query, with or without the key, never answers 5xx', async () => {
    await run('GET /store/shipping-matrix', (count) =>
      fc.asyncProperty(
        fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }),
        fc.boolean(),
        async (params, key) => {
          const answer = await send(`${medusaUrl}/store/shipping-matrix?${queryOf(params)}`, {
            method: 'GET',
            headers: key ? storeHeaders : {},
          });
          count.add(answer.status);
          expectHandled(answer, 'GET /store/shipping-matrix');
          if (key) expect(answer.status).toBe(200);
        },
      ),
    );
  });

  it('GET /admin/products/:id/safety: any id never answers 5xx', async () => {
    await run('GET /admin/products/:id/safety', (count) =>
      fc.asyncProperty(fc.oneof(fc.constant(productId), hostileString), fc.boolean(), async (id, signedIn) => {
        const answer = await send(`${medusaUrl}/admin/products/${segment(id)}/safety`, {
          method: 'GET',
          headers: signedIn ? { authorization: `Bearer ${adminToken}` } : {},
        });
        count.add(answer.status);
        expectHandled(answer, `GET /admin/products/${id.slice(0, 80)}/safety`);
        if (!signedIn) expect(answer.status).toBe(401);
      }),
    );
  });

  it('POST /admin/products/:id/safety: bad bodies are refused with a reason and store nothing', async () => {
    const table = () =>
      sql<{ id: string; warnings: string; safety_information: string }>(
        'select id, warnings, safety_information from product_safety where deleted_at is null order by id',
      );
    const before = await table();
    const current = await send(`${medusaUrl}/admin/products/${productId}/safety`, {
      method: 'GET',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const original = JSON.parse(current.text).product_safety as { warnings: string; safety_information: string } | null;
    let lastSaved: { warnings: string; safety_information: string } | undefined;
    const line = fc.constantFrom('Mains voltage inside.', 'Keep dry.\nUnplug before service.');
    try {
      await run('POST /admin/products/:id/safety', (count) =>
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: fc.constant(productId) }, { weight: 1, arbitrary: hostileString }),
          requestOf(bodyOf({ warnings: line, safety_information: line })),
          async (id, request) => {
            const answer = await send(`${medusaUrl}/admin/products/${segment(id)}/safety`, {
              ...request,
              headers: { authorization: `Bearer ${adminToken}` },
            });
            count.add(answer.status);
            expectHandled(answer, `POST /admin/products/${id.slice(0, 80)}/safety ${request.payload.slice(0, 200)}`);
            if (answer.status < 300) lastSaved = JSON.parse(answer.text).product_safety;
          },
        ),
      );
      const after = await table();
      // No record made by a refused request; the product's own record is the last accepted one.
      expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
      for (const row of after) {
        expect(row.warnings.trim().length).toBeGreaterThan(0);
        expect(row.warnings.length).toBeLessThanOrEqual(4000);
        expect(row.safety_information.trim().length).toBeGreaterThan(0);
      }
      if (lastSaved) {
        const mine = after.find((row) => row.warnings === lastSaved!.warnings);
        expect(mine, 'the last accepted texts are stored').toBeTruthy();
      }
    } finally {
      if (original)
        await send(`${medusaUrl}/admin/products/${productId}/safety`, {
          contentType: 'application/json',
          payload: JSON.stringify({ warnings: original.warnings, safety_information: original.safety_information }),
          headers: { authorization: `Bearer ${adminToken}` },
        });
    }
  });
});
