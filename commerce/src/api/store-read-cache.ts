// The store reads every product page makes after it loads (the regions, the priced product with
// its stock, its price history: site/src/features/catalog/regionalFetch.ts) are the same for every
// shopper of a region, and each costs Medusa 20-100 ms of CPU on an idle core and a second or more
// on a busy one: under the launch-day load (bench/load.mjs, issue 28) they queued behind each
// other until the browsers' 10-s deadline. This keeps each answer for a few seconds in Medusa's
// cache module (Redis in the scaled shape, so every server process shares it; in memory
// otherwise), keyed by the publishable key and the whole URL (fields, region, handle). Any admin
// write and every placed order (stock) drop all of them at once; a price list that starts on its
// own is seen within the TTL. Only anonymous requests are cached (this shop has no customer
// accounts). COMMERCE_STORE_READ_CACHE_SECONDS sets the TTL: by default 5 s where REDIS_URL is
// set (the production shape), 0 (off) otherwise.
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import type { ICacheService } from '@medusajs/framework/types';
import { Modules } from '@medusajs/framework/utils';

const PREFIX = 'tonewood:store-read:';

/** The TTL in seconds from the environment (0: off). */
export function storeReadCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.COMMERCE_STORE_READ_CACHE_SECONDS;
  if (given !== undefined && given.trim() !== '') {
    const seconds = Number(given);
    return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  }
  return env.REDIS_URL?.trim() ? 5 : 0;
}

const ttl = storeReadCacheSeconds();

const cacheOf = (req: MedusaRequest) => req.scope.resolve<ICacheService>(Modules.CACHE);

/** A read anyone with the key gets the same answer to: no session, no token, no cookie. */
const anonymous = (req: MedusaRequest) =>
  !req.headers.authorization && !req.headers.cookie && !req.headers['x-order-token'] && !req.headers['x-cart-key'];

/**
 * The reads this process is answering now, by key: the same read arriving meanwhile waits for that
 * answer instead of running again (a page's first visitors come together). null: no answer to share.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** GET /store/products*, /store/regions*, /store/price-history: the kept answer, or the route's, kept. */
export async function cacheStoreRead(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!ttl || !anonymous(req)) return next();
  const key = `${PREFIX}${String(req.headers['x-publishable-api-key'] ?? '')}:${req.originalUrl ?? req.url}`;
  let cache: ICacheService;
  try {
    cache = cacheOf(req);
    const kept = (await inFlight.get(key)) ?? (await cache.get<unknown>(key));
    if (kept !== null && kept !== undefined) {
      res.setHeader('X-Store-Cache', 'hit');
      return res.status(200).json(kept);
    }
  } catch {
    // No cache (or it failed): the route answers as if there were none.
    return next();
  }
  let share: (body: unknown) => void = () => {};
  if (!inFlight.has(key)) {
    const answer = new Promise<unknown>((resolve) => (share = resolve));
    inFlight.set(key, answer);
    void answer.then(() => inFlight.delete(key));
    res.once('close', () => share(null));
  }
  const json = res.json.bind(res);
  res.json = ((body: unknown) => {
    const ok = res.statusCode === 200;
    if (ok) void cache.set(key, body, ttl).catch(() => {});
    share(ok ? body : null);
    return json(body);
  }) as MedusaResponse['json'];
  next();
}

/**
 * After a write that changes what the store reads answer (an admin write, a placed order), drops
 * them all before the answer goes out, so the writer's next read sees the change.
 */
export function dropStoreReads(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!ttl) return next();
  const end = res.end.bind(res) as (...args: unknown[]) => MedusaResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode >= 400) return end(...args);
    Promise.resolve()
      .then(() => cacheOf(req).invalidate(`${PREFIX}*`))
      .catch(() => {})
      .finally(() => end(...args));
    return res;
  }) as MedusaResponse['end'];
  next();
}
