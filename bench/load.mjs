// Launch-day load (issue 28): the scaled shape (npm run start:scaled: redis-server, Medusa servers
// plus one worker, Strapi on PostgreSQL, the site's server as several processes) under 50
// concurrent shoppers for 60 s, once with 1 and once with 2 server processes. Each shopper visits
// as a browser does (visit() below): a category page, a product page and the page's refresh of
// price and stock from Medusa, add to cart, change the quantity, checkout to a placed order by bank
// transfer, a newsletter sign-up and a contact request, with a think time of 1-3 s before each
// step, then visits again. The Medusa calls go through @medusajs/js-sdk with the site's fields and
// deadlines (site/src/lib/data), the pages and functions through fetch. Prints requests and orders
// per minute, p50/p95/p99 per step, the errors (429s of a rate limit apart) and the load average,
// then 20 shoppers buying one one-off instrument at once (exactly one order), and the 1 → 2
// servers ratio. A benchmark: it prints, it never fails on a figure.
//
//   node bench/load.mjs    LOAD_SHOPPERS=50 LOAD_SECONDS=60 LOAD_SERVERS=1,2 LOAD_THINK_MS=1000-3000
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { privateDataDir, root, startStack } from '../scripts/stack/index.mjs';
import { BANK_TRANSFER_PROVIDER, storeCallTimeout } from '@tonewood/rules';

const require = createRequire(path.join(root, 'commerce', 'package.json'));
const Medusa = require('@medusajs/js-sdk').default;

const SHOPPERS = Number(process.env.LOAD_SHOPPERS || 50);
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const SERVER_COUNTS = (process.env.LOAD_SERVERS || '1,2').split(',').map(Number);
const THINK_MS = (process.env.LOAD_THINK_MS || '1000-3000').split('-').map(Number);
/** A deadline for a page or a site function (the store calls take the browser's, storeCallTimeout). */
const PAGE_TIMEOUT_MS = 10_000;
/** The fields the site's pages ask for (site/src/lib/data: products.ts, carts.ts, shipping.ts). */
const PRICED_FIELDS =
  '*variants.calculated_price,+metadata,+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory';
const PROMOTION_FIELDS =
  '*promotions,+promotions.metadata,+original_item_total,+original_shipping_total,+items.total,+items.original_total,*items.adjustments,+shipping_methods.total,+shipping_methods.original_total,*shipping_methods.adjustments';
const CART_FIELDS = `*items,+locale,+region_id,+completed_at,+item_total,+subtotal,+tax_total,+shipping_total,+discount_total,+total,+shipping_methods.id,${PROMOTION_FIELDS}`;
const CHECKOUT_FIELDS = `*items,*region,*region.countries,*shipping_address,*billing_address,*shipping_methods,*payment_collection,*payment_collection.payment_sessions,${PROMOTION_FIELDS}`;
const OPTION_FIELDS = '+type.code,+type.description,+calculated_price.calculated_amount';
const PORTS = {
  redis: Number(process.env.LOAD_REDIS_PORT || 8840),
  commerce: Number(process.env.LOAD_MEDUSA_PORT || 8841),
  postgres: Number(process.env.LOAD_PG_PORT || 8843),
  cms: Number(process.env.LOAD_CMS_PORT || 8844),
  site: Number(process.env.LOAD_SITE_PORT || 8845),
  mailSmtp: Number(process.env.LOAD_MAIL_SMTP_PORT || 8846),
  mailWeb: Number(process.env.LOAD_MAIL_WEB_PORT || 8847),
};
/** What the shoppers buy (plenty of stock: the bench raises it first) and the rush's one-off. */
const BUY = 'pick-tin';
const ONE_OFF = 'auric-s-one-off-seafoam';
const RUSH = 20;
// The functions' limit per address (10 in 10 minutes in production) would answer nearly every
// sign-up of one loopback address with 429: raised, so the functions do their work under load,
// and still counted in Redis by every site process.
process.env.SITE_FUNCTIONS_RATE_MAX ||= '1000';

const catalog = JSON.parse(readFileSync(path.join(root, 'commerce/src/data/catalog.json'), 'utf8'));
// Instruments live under their category's path, everything else under /product/.
const productPages = catalog.products
  .filter((product) => ['guitars', 'basses', 'amplification', 'merch'].includes(product.category))
  .map(({ category, handle }) => ({
    handle,
    path: ['guitars', 'basses'].includes(category) ? `/${category}/${handle}` : `/product/${handle}`,
  }));
const categoryPages = ['/guitars', '/basses', '/de/guitars', '/amplification'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The run is over: a visit under way stops at its next step (neither an error nor a request). */
class TimeUp extends Error {}
let deadline = Infinity;

/** A shopper's pause before a step: reading, choosing, typing (THINK_MS, uniform); none after the run's end. */
async function think() {
  await new Promise((resolve) => setTimeout(resolve, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
  if (performance.now() >= deadline) throw new TimeUp();
}

/** A call that failed: its HTTP status, or 'timeout' / 'network' when nothing was answered. */
class StepFailed extends Error {
  constructor(code, cause) {
    super(`step failed: ${code}`, { cause });
    this.code = code;
  }
}

/** Per step: latencies (ms) of the answered calls, 429s, and the other failures by code. */
function stepStats() {
  const steps = new Map();
  const of = (name) => {
    if (!steps.has(name)) steps.set(name, { ms: [], limited: 0, errors: 0, codes: {} });
    return steps.get(name);
  };
  return { steps, of };
}

/**
 * Times `call` under `name`. A 429 (a rate limit) is counted apart, any other failure as an
 * error; both end the shopper's journey (StepFailed), as a refusal ends a real one.
 */
async function timed(stats, name, call) {
  const s = stats.of(name);
  const sent = performance.now();
  try {
    const result = await call();
    s.ms.push(performance.now() - sent);
    return result;
  } catch (error) {
    const code =
      error?.status ??
      (error?.name === 'TimeoutError' || error?.cause?.name === 'TimeoutError' ? 'timeout' : 'network');
    if (code === 429) s.limited++;
    else {
      s.errors++;
      s.codes[code] = (s.codes[code] ?? 0) + 1;
      if (process.env.LOAD_VERBOSE) console.log(`  ${name}: ${code} ${error?.message ?? error}`);
    }
    throw new StepFailed(code, error);
  }
}

/** The site's answer to a GET or a function's POST; a status of 400 or more is a failure. */
async function site(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
  const body = await response.text();
  if (!response.ok)
    throw Object.assign(new Error(`${response.status} ${body.slice(0, 200)}`), { status: response.status });
  return body;
}

/** The store client as the site's browser code makes it (site/src/lib/data/client.ts): one deadline per call. */
function storeClient(url, key) {
  const sdk = new Medusa({ baseUrl: url, publishableKey: key });
  const fetchOf = sdk.client.fetch.bind(sdk.client);
  sdk.client.fetch = (input, init) =>
    fetchOf(input, {
      ...init,
      signal: AbortSignal.timeout(storeCallTimeout(input, init?.method ?? 'GET')),
    });
  return sdk;
}

/**
 * One shopper's visit, step by step with a think time before each, as the site's pages make the
 * calls (the fields of site/src/lib/data): a category page, a product page and its idle refresh
 * of price and stock (regions, the priced product, its price history), add to cart (create the
 * cart, add the line), change the quantity, the checkout (its cart and shipping options, email and
 * addresses, shipping method, bank transfer, place the order), then a newsletter sign-up and a
 * contact request through the site functions. Each visit has its own email: the order limit
 * counts per address and hour, and carts given one guest email at once race on Medusa's guest customer.
 */
async function visit(stats, shop, n) {
  const { siteUrl, sdk, regionId, variantId, optionId, orders } = shop;
  const email = `load-${process.pid}-${n}@example.com`;
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_1: 'Werkstattweg 7',
    city: 'Leipzig',
    postal_code: '04109',
    country_code: 'de',
  };
  const post = (pathname, body) =>
    site(`${siteUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cartQuery = { fields: CART_FIELDS };

  await think();
  await timed(stats, 'site: category page', () => site(`${siteUrl}${pick(categoryPages)}`));
  await think();
  const page = pick(productPages);
  await timed(stats, 'site: product page', () => site(`${siteUrl}${page.path}`));
  const { regions } = await timed(stats, 'medusa: regions (page refresh)', () =>
    sdk.store.region.list({ limit: 50, fields: 'id,name,metadata,*countries' }),
  );
  const region = regions.find((r) => r.id === regionId) ?? regions[0];
  const { products } = await timed(stats, 'medusa: priced product (page refresh)', () =>
    sdk.store.product.list({ handle: page.handle, region_id: region.id, fields: PRICED_FIELDS, limit: 1 }),
  );
  await timed(stats, 'medusa: price history (page refresh)', () =>
    sdk.client.fetch('/store/price-history', { query: { region_id: region.id, product_id: [products[0].id] } }),
  );
  await think();
  const { cart, cart_key: cartKey } = await timed(stats, 'medusa: create cart', () =>
    sdk.store.cart.create({ region_id: regionId, metadata: { language: 'en' } }, cartQuery),
  );
  const { cart: added } = await timed(stats, 'medusa: add to cart', () =>
    sdk.store.cart.createLineItem(cart.id, { variant_id: variantId, quantity: 1 }, cartQuery),
  );
  await think();
  await timed(stats, 'medusa: change quantity', () =>
    sdk.store.cart.updateLineItem(cart.id, added.items[0].id, { quantity: 2 }, cartQuery),
  );
  await think();
  await timed(stats, 'medusa: checkout reads', () =>
    Promise.all([
      sdk.store.cart.retrieve(cart.id, { fields: CHECKOUT_FIELDS }),
      sdk.store.fulfillment.listCartOptions({ cart_id: cart.id, fields: OPTION_FIELDS }),
    ]),
  );
  await think();
  await timed(stats, 'medusa: email and addresses', () =>
    sdk.store.cart.update(
      cart.id,
      { email, shipping_address: address, billing_address: address },
      cartQuery,
      cartKey ? { 'x-cart-key': cartKey } : undefined,
    ),
  );
  await think();
  const { cart: shipped } = await timed(stats, 'medusa: shipping method', () =>
    sdk.store.cart.addShippingMethod(cart.id, { option_id: optionId, data: { code: 'standard' } }, cartQuery),
  );
  await think();
  await timed(stats, 'medusa: bank transfer', () =>
    sdk.store.payment.initiatePaymentSession(shipped, { provider_id: BANK_TRANSFER_PROVIDER }, { fields: 'id' }),
  );
  await think();
  const placed = await timed(stats, 'medusa: place order', () => sdk.store.cart.complete(cart.id, { fields: 'id' }));
  if (placed.type !== 'order') {
    stats.of('medusa: place order').errors++;
    stats.of('medusa: place order').codes['not placed'] =
      (stats.of('medusa: place order').codes['not placed'] ?? 0) + 1;
    throw new StepFailed('not placed', placed.error);
  }
  orders.count++;
  await think();
  await timed(stats, 'site fn: newsletter', () =>
    post('/api/send-newsletter-registration', { recipientEmail: email, optIn: true, honeypot: '', locale: 'en-US' }),
  );
  await think();
  await timed(stats, 'site fn: contact request', () =>
    post('/api/contact-request', {
      name: 'Load Shopper',
      email,
      location: 'Leipzig',
      annotation: 'Is the Auric S available in seafoam?',
      consent: true,
      honeypot: '',
      locale: 'en-US',
    }),
  );
}

/** SHOPPERS shoppers, each visiting again and again until the run's time is up (a visit under way ends). */
async function shoppers(stats, shop) {
  const started = performance.now();
  deadline = started + SECONDS * 1000;
  let visits = 0;
  const counted = { finished: 0, broken: 0, cut: 0 };
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (performance.now() < deadline) {
        try {
          await visit(stats, shop, ++visits);
          counted.finished++;
        } catch (error) {
          if (error instanceof TimeUp) counted.cut++;
          else if (error instanceof StepFailed) counted.broken++;
          else throw error;
        }
      }
    }),
  );
  return { ...counted, minutes: (performance.now() - started) / 60_000 };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const ratio = (a, b) => (a > 0 && Number.isFinite(b) ? `×${(b / a).toFixed(2)}` : 'no ratio: nothing on one side');
const ms = (value) => (Number.isNaN(value) ? '-' : `${Math.round(value)}`);

/** Admin sign-in, the shoppers' product, region and shipping option, and stock enough for the run. */
async function prepare(commerce) {
  const sdk = new Medusa({ baseUrl: commerce.url, publishableKey: commerce.publishableKey });
  const admin = new Medusa({ baseUrl: commerce.url, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
  await admin.auth.login('user', 'emailpass', commerce.admin);
  const { regions } = await sdk.store.region.list({ fields: 'id,*countries' });
  const region = regions.find((r) => r.countries.some((c) => c.iso_2 === 'de'));
  const variantOf = async (handle) =>
    (await sdk.store.product.list({ handle, fields: 'id,*variants' })).products[0].variants[0];
  const variant = await variantOf(BUY);
  const { variants } = await admin.admin.productVariant.list({ id: variant.id, fields: 'id,*inventory_items' });
  const { inventory_item } = await admin.admin.inventoryItem.retrieve(
    variants[0].inventory_items[0].inventory_item_id,
    {
      fields: 'id,*location_levels',
    },
  );
  for (const level of inventory_item.location_levels)
    await admin.admin.inventoryItem.updateLevel(inventory_item.id, level.location_id, { stocked_quantity: 1_000_000 });
  const { cart } = await sdk.store.cart.create({ region_id: region.id });
  await sdk.store.cart.createLineItem(cart.id, { variant_id: variant.id, quantity: 1 });
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id });
  const option = shipping_options.find((o) => o.type?.code === 'standard') ?? shipping_options[0];
  return { sdk, admin, regionId: region.id, variantId: variant.id, optionId: option.id, variantOf };
}

/** 20 shoppers complete a cart with the one-off at the same moment; its order is cancelled again. */
async function rush({ sdk, admin, regionId, optionId, variantOf }) {
  const oneOff = await variantOf(ONE_OFF);
  const address = {
    first_name: 'A',
    last_name: 'B',
    address_1: 'C 1',
    city: 'Leipzig',
    postal_code: '04109',
    country_code: 'de',
  };
  const carts = await Promise.all(
    Array.from({ length: RUSH }, async (_, shopper) => {
      const { cart } = await sdk.store.cart.create({ region_id: regionId });
      await sdk.store.cart.createLineItem(cart.id, { variant_id: oneOff.id, quantity: 1 });
      await sdk.store.cart.update(cart.id, {
        email: `rush-${shopper}@example.com`,
        shipping_address: address,
        billing_address: address,
      });
      const { cart: withShipping } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: optionId });
      await sdk.store.payment.initiatePaymentSession(withShipping, { provider_id: BANK_TRANSFER_PROVIDER });
      return cart.id;
    }),
  );
  const since = new Date(Date.now() - 1000);
  const results = await Promise.allSettled(carts.map((id) => sdk.store.cart.complete(id)));
  const orders = results.filter((r) => r.status === 'fulfilled' && r.value.type === 'order').map((r) => r.value.order);
  // What the database holds, answered or not: every live order with the one-off since the rush.
  const { orders: recent } = await admin.admin.order.list({
    fields: 'id,status,created_at,*items',
    order: '-created_at',
    limit: 100,
  });
  const holding = recent.filter(
    (order) =>
      new Date(order.created_at) >= since &&
      order.status !== 'canceled' &&
      order.items?.some((item) => item.variant_id === oneOff.id),
  );
  for (const order of holding) await admin.admin.order.cancel(order.id);
  return {
    orders: orders.length,
    inDatabase: holding.length,
    refused: results.filter((r) => r.status === 'rejected').length,
  };
}

async function run(servers) {
  const base = privateDataDir('load');
  const built = existsSync(path.join(root, 'public', '_route-manifest.json'));
  const started = performance.now();
  const stack = await startStack({
    services: ['mail', 'cms', 'commerce', 'site'],
    ports: PORTS,
    dataDirs: { cms: path.join(base, 'cms'), postgres: path.join(base, 'postgres'), commerce: base },
    scratchData: true,
    quiet: true,
    scale: { servers },
    // Strapi's PostgreSQL database is kept between runs with its key file (making it is slow).
    cms: { freshDatabase: false },
    // The first run builds the site against this stack; later runs serve that build.
    site: { build: !built || process.env.LOAD_BUILD === '1' },
    log: (service, line) => console.log(`  [${service}] ${line}`),
  });
  try {
    console.log(
      `  scaled shape with ${servers} server process(es) up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const shop = await prepare(stack.commerce);
    const stats = stepStats();
    const orders = { count: 0 };
    const [load1] = os.loadavg();
    const sdk = storeClient(stack.commerce.url, stack.commerce.publishableKey);
    const visits = await shoppers(stats, { ...shop, siteUrl: stack.site.url, sdk, orders });
    const loadAverage = os.loadavg();
    const { minutes } = visits;
    const all = [...stats.steps.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
    const errors = [...stats.steps.values()].reduce((sum, s) => sum + s.errors, 0);
    const limited = [...stats.steps.values()].reduce((sum, s) => sum + s.limited, 0);
    const requests = [...stats.steps.values()].reduce((sum, s) => sum + s.ms.length + s.errors + s.limited, 0);
    console.log(
      `\n  ${servers} server process(es), ${SHOPPERS} shoppers, ${SECONDS} s, think ${THINK_MS.join('-')} ms: ` +
        `${Math.round(requests / minutes)} requests/min, ${Math.round(orders.count / minutes)} orders/min, ` +
        `errors ${errors}, 429 (rate limit, apart) ${limited}; visits ${visits.finished} whole, ${visits.broken} ended by a failure, ` +
        `${visits.cut} cut by the end; load average ${load1.toFixed(1)} before, ${loadAverage.map((l) => l.toFixed(1)).join(' ')} after`,
    );
    console.log(
      `  ${'step'.padEnd(40)} ${'count'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}  ms`,
    );
    for (const [name, s] of stats.steps) {
      const sorted = s.ms.sort((a, b) => a - b);
      const codes = Object.keys(s.codes).length ? `  errors ${JSON.stringify(s.codes)}` : '';
      const apart = s.limited ? `  429 ${s.limited}` : '';
      console.log(
        `  ${name.padEnd(40)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50)).padStart(6)} ${ms(percentile(sorted, 95)).padStart(6)} ${ms(percentile(sorted, 99)).padStart(6)}${codes}${apart}`,
      );
    }
    const sale = await rush(shop);
    console.log(
      `  oversell: ${RUSH} shoppers buying ${ONE_OFF} at once: ${sale.orders} order(s) answered, ${sale.refused} refused, ` +
        `${sale.inDatabase} live order(s) holding it in the database`,
    );
    return {
      servers,
      requestsPerMinute: requests / minutes,
      ordersPerMinute: orders.count / minutes,
      p95: percentile(all, 95),
      errors,
    };
  } finally {
    const t = performance.now();
    await stack.stop();
    console.log(`  stopped in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
}

const results = [];
for (const servers of SERVER_COUNTS) results.push(await run(servers));
if (results.length === 2) {
  const [a, b] = results;
  console.log(
    `\n  ${a.servers} → ${b.servers} servers: throughput ${Math.round(a.requestsPerMinute)} → ${Math.round(b.requestsPerMinute)} requests/min ` +
      `(${ratio(a.requestsPerMinute, b.requestsPerMinute)}), orders ${Math.round(a.ordersPerMinute)} → ${Math.round(b.ordersPerMinute)}/min ` +
      `(${ratio(a.ordersPerMinute, b.ordersPerMinute)}), p95 ${ms(a.p95)} → ${ms(b.p95)} ms (${ratio(a.p95, b.p95)}; over every answered request, so a run whose Medusa answered nothing has the site's p95 alone)`,
  );
}
process.exit(0);
