import { ServerResponse } from 'node:http';
import './admin-frame-headers';
import { defineMiddlewares, validateAndTransformBody } from '@medusajs/framework/http';
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { Modules } from '@medusajs/framework/utils';
import { lockCartVariants } from './completion-lock';
import { limitOrdersPerEmail } from './order-rate-limit';
import { recordAfterPriceListWrite } from './price-history-middlewares';
import { guardCart, guardOrder, handOutCartKey } from './personal-data-middlewares';
import {
  checkCartInput,
  refuseCustomerAccounts,
  refuseStoreReturns,
  requireInvitation,
} from './shopper-input-middlewares';
import { limitAdminLogin, limitPromotionCodes } from './guessable-answers';
import { cacheStoreRead, dropStoreReads } from './store-read-cache';
import { storeRecordId } from './store-path';
import { AdminProductSafetyBody } from './admin/products/[id]/safety/validators';

// No "X-Powered-By: Express" banner: it only tells a scanner which weaknesses to try. Express sets
// it in its own init middleware at the start of every request, before anything a project can
// register, and Medusa never hands the express app (`app.disable("x-powered-by")`) to project
// code; answers that end early (400 for a missing publishable key, 401 on /admin, /health) would
// keep it even if a route middleware removed it. So this process's HTTP responses drop that one
// header whenever it is set. This file is loaded before the server listens; the flag keeps
// `medusa develop` reloads from wrapping twice.
const withoutPoweredBy = Symbol.for('tonewood.withoutPoweredBy');
const responsePrototype = ServerResponse.prototype as ServerResponse & { [withoutPoweredBy]?: true };
if (!responsePrototype[withoutPoweredBy]) {
  const setHeader = responsePrototype.setHeader;
  responsePrototype.setHeader = function (
    this: ServerResponse,
    name: string,
    value: number | string | readonly string[],
  ) {
    if (name.toLowerCase() === 'x-powered-by') return this;
    return setHeader.call(this, name, value);
  } as typeof setHeader;
  responsePrototype[withoutPoweredBy] = true;
}

// The storefront reads each cart line's product type (to look it up in the shipping matrix)
// through `fields=items.variant.product.type` (spec section 7). Medusa's cart routes drop fields
// they do not list and cap store queries at three relations, so `type.value` would never arrive:
// allow the path, then fill in the type's value on the way out.
const CART_PRODUCT_TYPE_FIELDS = [
  'items.variant',
  'items.variant.product',
  'items.variant.product.type',
  'items.variant.product.id',
  'items.variant.product.title',
  'items.variant.product.subtitle',
  'items.variant.product.handle',
  'items.variant.product.thumbnail',
  'items.variant.product.metadata',
];

function allowCartProductType(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  req.allowed = [...(req.allowed ?? []), ...CART_PRODUCT_TYPE_FIELDS];
  next();
}

type TypeRef = { id?: string; value?: string };
type CartBody = { cart?: { items?: { variant?: { product?: { type?: TypeRef | null } } }[] } };

// Product types change only through the admin; a process-wide cache keeps cart reads cheap.
const typeValues = new Map<string, string>();

function withProductTypeValues(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const json = res.json.bind(res);
  res.json = ((body: CartBody & { parent?: CartBody['cart'] }) => {
    const cart = body?.cart ?? body?.parent;
    const types = (cart?.items ?? [])
      .map((item) => item.variant?.product?.type)
      .filter((type): type is TypeRef => Boolean(type?.id) && !type?.value);
    if (!types.length) return json(body);
    const missing = [...new Set(types.map((type) => type.id!))].filter((id) => !typeValues.has(id));
    const lookup = missing.length
      ? req.scope
          .resolve(Modules.PRODUCT)
          .listProductTypes({ id: missing }, { select: ['id', 'value'] })
          .then((found) => found.forEach((type) => typeValues.set(type.id, type.value)))
      : Promise.resolve();
    lookup
      .then(() => {
        for (const type of types) type.value = typeValues.get(type.id!);
        json(body);
      })
      .catch(next);
    return res;
  }) as MedusaResponse['json'];
  next();
}

// Cart and checkout writes run Medusa workflows: 45-90 SQL statements and about 100 ms of CPU
// each on a small machine. Left unbounded, every concurrent workflow interleaves its steps on the
// one event loop, so under load each request, a 30-ms cart read included, waits behind all of
// them (50 shoppers: cart reads over a second). This FIFO gate lets two workflows run at a time,
// which keeps the CPU busy, and queues the rest before they start: throughput is unchanged, but
// reads are no longer stuck behind dozens of writes. Nothing is cached; responses are unchanged.
// COMMERCE_WRITE_CONCURRENCY sets the number per process (0 turns the gate off).
const writeConcurrency = Number(process.env.COMMERCE_WRITE_CONCURRENCY ?? 2);

class Gate {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  enter(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }
  leave() {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}

const writeGate = writeConcurrency > 0 ? new Gate(writeConcurrency) : null;

// Writes to one cart also wait for each other. Medusa's cart workflows take a lock on the cart and
// give up after 2 s, so a second write to the same cart (a double click, a retry after a hang-up)
// that ran beside the first would answer 500 on a busy machine. Chained per cart id, it waits its
// turn instead. Each chain link is removed once it is the last.
const cartChains = new Map<string, Promise<void>>();

function queueWrite(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!writeGate) return next();
  const gate = writeGate;
  let state: 'queued' | 'abandoned' | 'running' | 'done' = 'queued';
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  const cartId = storeRecordId(req, 'carts');
  const before = (cartId && cartChains.get(cartId)) || Promise.resolve();
  if (cartId) {
    const link = before.then(() => finished);
    cartChains.set(cartId, link);
    void link.then(() => {
      if (cartChains.get(cartId) === link) cartChains.delete(cartId);
    });
  }

  // The write holds its place until its answer is written. A client that hangs up does not end
  // the workflow, which still holds the cart's lock; only the answer does.
  const end = res.end.bind(res) as (...args: unknown[]) => MedusaResponse;
  res.end = ((...args: unknown[]) => {
    if (state === 'running') gate.leave();
    if (state !== 'done') finish();
    state = 'done';
    return end(...args);
  }) as MedusaResponse['end'];
  // A client that leaves while its write is still queued gives up its place.
  res.once('close', () => {
    if (state === 'queued') state = 'abandoned';
  });

  before
    .then(() => gate.enter())
    .then(() => {
      if (state !== 'queued') {
        // Abandoned while queued (or already answered): pass the place on.
        gate.leave();
        if (state === 'abandoned') finish();
        state = 'done';
        return;
      }
      state = 'running';
      next();
    })
    .catch(next);
}

// A product's safety texts (src/modules/product-safety, linked to the product) are read with the
// catalog through `fields=*product_safety`; store routes drop fields they do not list.
function allowProductSafety(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  req.allowed = [...(req.allowed ?? []), 'product_safety'];
  next();
}

export default defineMiddlewares({
  routes: [
    // Input checks first: a refused write never waits in the queue (shopper-input-middlewares.ts).
    { matcher: '/store/carts*', method: ['POST'], middlewares: [checkCartInput] },
    // Orders per email address and hour (order-rate-limit.ts), before the write queue.
    { matcher: '/store/carts/:id/complete', method: ['POST'], middlewares: [limitOrdersPerEmail, lockCartVariants] },
    { matcher: '/store/customers*', middlewares: [refuseCustomerAccounts] },
    { matcher: '/store/returns*', middlewares: [refuseStoreReturns] },
    // Guessable answers: sign-in and promotion codes, limited and answered alike (guessable-answers.ts).
    { matcher: '/auth/user/:auth_provider', method: ['POST'], middlewares: [limitAdminLogin] },
    { matcher: '/store/carts/:id/promotions', method: ['POST'], middlewares: [limitPromotionCodes] },
    // Personal data by id only with the order's token or the cart's key (personal-data-middlewares.ts).
    { matcher: '/store/orders/:id', method: ['GET'], middlewares: [guardOrder] },
    { matcher: '/store/carts', method: ['POST'], middlewares: [handOutCartKey] },
    { matcher: '/store/carts/*', middlewares: [guardCart] },
    { matcher: '/auth/user/:auth_provider/register', method: ['POST'], middlewares: [requireInvitation] },
    { matcher: '/store/carts*', method: ['POST', 'DELETE'], middlewares: [queueWrite] },
    { matcher: '/store/payment-collections*', method: ['POST', 'DELETE'], middlewares: [queueWrite] },
    { matcher: '/store/carts*', middlewares: [allowCartProductType, withProductTypeValues] },
    { matcher: '/admin/price-lists*', method: ['POST', 'DELETE'], middlewares: [recordAfterPriceListWrite] },
    { matcher: '/store/products*', method: ['GET'], middlewares: [allowProductSafety] },
    // The product pages' reads, kept a few seconds; admin writes and placed orders drop them (store-read-cache.ts).
    { matcher: '/store/products*', method: ['GET'], middlewares: [cacheStoreRead] },
    { matcher: '/store/regions*', method: ['GET'], middlewares: [cacheStoreRead] },
    { matcher: '/store/price-history', method: ['GET'], middlewares: [cacheStoreRead] },
    { matcher: '/admin*', method: ['POST', 'DELETE'], middlewares: [dropStoreReads] },
    { matcher: '/store/carts/:id/complete', method: ['POST'], middlewares: [dropStoreReads] },
    {
      matcher: '/admin/products/:id/safety',
      method: ['POST'],
      middlewares: [validateAndTransformBody(AdminProductSafetyBody)],
    },
  ],
});
