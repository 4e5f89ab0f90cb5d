// Refused tries at a guessable answer, counted per key in Medusa's cache module: in memory in one
// process, Redis in the scaled shape (medusa-config.ts), where every server process shares the
// counts, as store-read-cache.ts shares its answers. Each key counts in a fixed window from its
// first refusal (@tonewood/rules ATTEMPT_LIMITS); a read and a write are two steps, so two servers
// refusing the same key at the same moment may count it once: the limit holds to within a try.
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import type { ICacheService } from '@medusajs/framework/types';
import { Modules } from '@medusajs/framework/utils';
import { TOO_MANY_ATTEMPTS, retryAfterSeconds, type AttemptLimit } from '@tonewood/rules';

const PREFIX = 'tonewood:attempts:';

type Count = { count: number; resetAt: number };

/** One limit over named keys (an email address, a cart, a network address). */
export class AttemptCounter {
  constructor(
    private readonly name: string,
    private readonly limit: AttemptLimit,
  ) {}

  private key = (value: string) => `${PREFIX}${this.name}:${value}`;

  private async read(cache: ICacheService, value: string): Promise<Count | null> {
    const kept = await cache.get<Count>(this.key(value));
    return kept && kept.resetAt > Date.now() ? kept : null;
  }

  /** The seconds until `value` may try again; 0 when it may now. */
  async retryAfter(cache: ICacheService, value: string): Promise<number> {
    const kept = await this.read(cache, value);
    return kept && kept.count >= this.limit.max ? retryAfterSeconds(kept.resetAt) : 0;
  }

  /** Counts one refused try of `value`. */
  async refused(cache: ICacheService, value: string): Promise<void> {
    const now = Date.now();
    const kept = (await this.read(cache, value)) ?? { count: 0, resetAt: now + this.limit.windowMs };
    const next = { count: kept.count + 1, resetAt: kept.resetAt };
    await cache.set(this.key(value), next, retryAfterSeconds(next.resetAt, now));
  }

  /** Forgets the tries of `value` (a successful sign-in). */
  async clear(cache: ICacheService, value: string): Promise<void> {
    await cache.invalidate(this.key(value));
  }
}

export const cacheOf = (req: MedusaRequest) => req.scope.resolve<ICacheService>(Modules.CACHE);

/** The keys a request is counted under, each with its counter (a key that is missing is left out). */
export type CountedKeys = [AttemptCounter, string | undefined][];

/**
 * Answers 429 with Retry-After (the longest wait of its keys) when any key is over its limit, and
 * returns true; else false and the request goes on.
 */
export async function refuseWhenOverLimit(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  keys: CountedKeys,
): Promise<boolean> {
  try {
    const cache = cacheOf(req);
    const waits = await Promise.all(keys.map(([counter, value]) => (value ? counter.retryAfter(cache, value) : 0)));
    const wait = Math.max(0, ...waits);
    if (!wait) return false;
    res.setHeader('Retry-After', String(wait));
    res.status(429).json({ type: 'not_allowed', message: TOO_MANY_ATTEMPTS });
  } catch (error) {
    next(error);
  }
  return true;
}

/** Counts a refused try under every key of the request. */
export async function countRefusal(req: MedusaRequest, keys: CountedKeys): Promise<void> {
  const cache = cacheOf(req);
  await Promise.all(keys.map(([counter, value]) => (value ? counter.refused(cache, value) : undefined)));
}

/**
 * Runs `work` with the answer's status before the answer goes out, then sends it no earlier than
 * `notBefore` (a performance.now() time): what is counted is counted before the next try can come.
 */
export function beforeAnswer(res: MedusaResponse, work: (status: number) => Promise<void>, notBefore = 0): void {
  const end = res.end.bind(res) as (...args: unknown[]) => MedusaResponse;
  res.end = ((...args: unknown[]) => {
    void work(res.statusCode)
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, notBefore - performance.now()))))
      .then(() => end(...args));
    return res;
  }) as MedusaResponse['end'];
}
