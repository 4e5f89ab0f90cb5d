// Launch-day load (issue 28): the scaled shape (npm run start:scaled: redis-server, Medusa servers
// plus one worker, Strapi on PostgreSQL, the site's server as several processes) under 50
// concurrent shoppers for 60 s, once with 1 and once with 2 server processes, driven by autocannon.
// Each shopper is two keep-alive connections: one to the served site (a category page, a product
// page, a newsletter sign-up and a contact request through the site functions) and one to Medusa
// (the product as its page reads it, a cart, add to cart, change the quantity, address, shipping,
// bank transfer, place the order). Prints requests and orders per minute, p50/p95/p99 per step, the
// errors (429s of the rate limit apart), then 20 shoppers buying one one-off instrument at once
// (exactly one order), and the 1 → 2 servers ratio. A benchmark: it prints, it never fails on a figure.
//
//   node bench/load.mjs                 LOAD_SHOPPERS=50 LOAD_SECONDS=60 LOAD_SERVERS=1,2
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { privateDataDir, root, startStack } from '../scripts/stack/index.mjs';

const require = createRequire(path.join(root, 'commerce', 'package.json'));
const Medusa = require('@medusajs/js-sdk').default;

const SHOPPERS = Number(process.env.LOAD_SHOPPERS || 50);
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const SERVER_COUNTS = (process.env.LOAD_SERVERS || '1,2').split(',').map(Number);
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

const catalog = JSON.parse(
  (await import('node:fs')).readFileSync(path.join(root, 'commerce/src/data/catalog.json'), 'utf8'),
);
// Instruments live under their category's path, everything else under /product/.
const productPages = catalog.products
  .filter((product) => ['guitars', 'basses', 'amplification', 'merch'].includes(product.category))
  .map(({ category, handle }) =>
    ['guitars', 'basses'].includes(category) ? `/${category}/${handle}` : `/product/${handle}`,
  );
const categoryPages = ['/guitars', '/basses', '/de/guitars', '/amplification'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Per step: latencies (ms) of the answered requests, 429s, and errors. */
function stepStats() {
  const steps = new Map();
  const of = (name) => {
    if (!steps.has(name)) steps.set(name, { ms: [], limited: 0, errors: 0, codes: {} });
    return steps.get(name);
  };
  return { steps, of };
}

/** An autocannon request that times itself under `name` and takes the answer with `take`. */
function step(stats, name, build, take = () => true) {
  return {
    method: build.method ?? 'GET',
    setupRequest(request, context) {
      // A journey's first step starts it afresh; a step after a failed one goes back to the start.
      if (build.first) for (const key of Object.keys(context)) delete context[key];
      else if (context.broken) return null;
      const made = build.make ? build.make(context) : {};
      context.sent = performance.now();
      return { ...request, ...made, headers: { ...request.headers, ...made.headers } };
    },
    onResponse(status, body, context) {
      const s = stats.of(name);
      if (status === 429) s.limited++;
      else if (status >= 400 || !take(body, context)) {
        s.errors++;
        s.codes[status] = (s.codes[status] ?? 0) + 1;
        context.broken = true;
        return;
      }
      s.ms.push(performance.now() - context.sent);
    },
  };
}

const json = (value) => JSON.stringify(value);
const jsonHeaders = { 'content-type': 'application/json' };

function siteJourney(stats) {
  let n = 0;
  return [
    step(stats, 'site: category page', { first: true, make: () => ({ path: pick(categoryPages) }) }),
    step(stats, 'site: product page', { make: () => ({ path: pick(productPages) }) }),
    step(stats, 'site fn: newsletter', {
      method: 'POST',
      make: () => ({
        path: '/api/send-newsletter-registration',
        headers: jsonHeaders,
        body: json({
          recipientEmail: `load-${process.pid}-${++n}@example.org`,
          optIn: true,
          honeypot: '',
          locale: 'en-US',
        }),
      }),
    }),
    step(stats, 'site fn: contact request', {
      method: 'POST',
      make: () => ({
        path: '/api/contact-request',
        headers: jsonHeaders,
        body: json({
          name: 'Load Shopper',
          email: `load-${process.pid}-${++n}@example.org`,
          location: 'Leipzig',
          annotation: 'Is the Auric S available in seafoam?',
          consent: true,
          honeypot: '',
          locale: 'en-US',
        }),
      }),
    }),
  ];
}

function shopJourney(stats, { key, regionId, variantId, optionId, orders }) {
  const headers = { ...jsonHeaders, 'x-publishable-api-key': key };
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_1: 'Werkstattweg 7',
    city: 'Leipzig',
    postal_code: '04109',
    country_code: 'de',
  };
  const post = (pathOf, bodyOf) => ({
    method: 'POST',
    make: (c) => ({ path: pathOf(c), headers, body: json(bodyOf(c)) }),
  });
  const read = (body) => {
    try {
      return JSON.parse(body);
    } catch {
      return {};
    }
  };
  return [
    step(stats, 'medusa: product (as its page reads it)', {
      first: true,
      make: () => ({
        path: `/store/products?handle=${BUY}&region_id=${regionId}&fields=*variants.calculated_price,+variants.inventory_quantity`,
        headers,
      }),
    }),
    step(
      stats,
      'medusa: create cart',
      post(
        () => '/store/carts',
        () => ({ region_id: regionId, metadata: { language: 'en' } }),
      ),
      (body, c) => Boolean((c.cart = read(body).cart?.id)),
    ),
    step(
      stats,
      'medusa: add to cart',
      post(
        (c) => `/store/carts/${c.cart}/line-items`,
        () => ({ variant_id: variantId, quantity: 1 }),
      ),
      (body, c) => Boolean((c.line = read(body).cart?.items?.[0]?.id)),
    ),
    step(
      stats,
      'medusa: change quantity',
      post(
        (c) => `/store/carts/${c.cart}/line-items/${c.line}`,
        () => ({ quantity: 2 }),
      ),
    ),
    step(
      stats,
      'medusa: email and address',
      post(
        (c) => `/store/carts/${c.cart}`,
        // One email per journey: carts given one guest email at once race on Medusa's guest customer.
        (c) => ({ email: `shopper-${c.cart}@example.com`, shipping_address: address, billing_address: address }),
      ),
    ),
    step(
      stats,
      'medusa: shipping method',
      post(
        (c) => `/store/carts/${c.cart}/shipping-methods`,
        () => ({ option_id: optionId }),
      ),
    ),
    step(
      stats,
      'medusa: payment collection',
      post(
        () => '/store/payment-collections',
        (c) => ({ cart_id: c.cart }),
      ),
      (body, c) => Boolean((c.collection = read(body).payment_collection?.id)),
    ),
    step(
      stats,
      'medusa: bank transfer session',
      post(
        (c) => `/store/payment-collections/${c.collection}/payment-sessions`,
        () => ({ provider_id: 'pp_system_default' }),
      ),
    ),
    step(
      stats,
      'medusa: place order',
      post(
        (c) => `/store/carts/${c.cart}/complete`,
        () => ({}),
      ),
      (body) => read(body).type === 'order' && ++orders.count > 0,
    ),
  ];
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
      await sdk.store.payment.initiatePaymentSession(withShipping, { provider_id: 'pp_system_default' });
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
    const common = { connections: SHOPPERS, duration: SECONDS, pipelining: 1, timeout: 30 };
    const [site, medusa] = await Promise.all([
      autocannon({ ...common, url: stack.site.url, requests: siteJourney(stats) }),
      autocannon({
        ...common,
        url: stack.commerce.url,
        requests: shopJourney(stats, { ...shop, key: stack.commerce.publishableKey, orders }),
      }),
    ]);
    const minutes = SECONDS / 60;
    const all = [...stats.steps.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
    const errors =
      [...stats.steps.values()].reduce((sum, s) => sum + s.errors, 0) +
      site.errors +
      medusa.errors +
      site.timeouts +
      medusa.timeouts;
    const limited = [...stats.steps.values()].reduce((sum, s) => sum + s.limited, 0);
    const requests = site.requests.total + medusa.requests.total;
    console.log(
      `\n  ${servers} server process(es), ${SHOPPERS} shoppers, ${SECONDS} s: ${Math.round(requests / minutes)} requests/min, ` +
        `${Math.round(orders.count / minutes)} orders/min, errors ${errors}, 429 (rate limit, apart) ${limited}`,
    );
    console.log(
      `  ${'step'.padEnd(40)} ${'count'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}  ms`,
    );
    for (const [name, s] of stats.steps) {
      const sorted = s.ms.sort((a, b) => a - b);
      const codes = Object.keys(s.codes).length ? `  errors ${JSON.stringify(s.codes)}` : '';
      console.log(
        `  ${name.padEnd(40)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50)).padStart(6)} ${ms(percentile(sorted, 95)).padStart(6)} ${ms(percentile(sorted, 99)).padStart(6)}${codes}`,
      );
    }
    console.log(`  socket errors ${site.errors + medusa.errors}, timeouts ${site.timeouts + medusa.timeouts}`);
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
