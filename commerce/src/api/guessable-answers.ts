// The two answers of the shop that can be guessed one try at a time (the security review's
// findings): Medusa Admin's sign-in took unlimited passwords and answered an existing admin's
// address in 120 ms, an unknown one in 8; promotion codes could be tried 25 a second, and an
// unknown code was told apart from one that exists but does not apply. Both are limited per
// address or cart and per network address (@tonewood/rules ATTEMPT_LIMITS, counted by
// attempt-limit.ts); every sign-in answer takes ADMIN_LOGIN_MIN_MS; both kinds of refused code
// get one answer. The network address is express's `req.ip` (Medusa trusts one proxy hop).
import { randomBytes, scrypt } from 'node:crypto';
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import type { IAuthModuleService } from '@medusajs/framework/types';
import { Modules } from '@medusajs/framework/utils';
import { ADMIN_LOGIN_MIN_MS, ATTEMPT_LIMITS, normalizePromotionCode, promotionRefused } from '@tonewood/rules';
import {
  AttemptCounter,
  beforeAnswer,
  cacheOf,
  countRefusal,
  refuseWhenOverLimit,
  type CountedKeys,
} from './attempt-limit';
import { storeRecordId } from './store-path';

const loginPerEmail = new AttemptCounter('login-email', ATTEMPT_LIMITS.adminLoginPerEmail);
const loginPerAddress = new AttemptCounter('login-ip', ATTEMPT_LIMITS.adminLoginPerAddress);
const codesPerCart = new AttemptCounter('promotion-cart', ATTEMPT_LIMITS.promotionPerCart);
const codesPerAddress = new AttemptCounter('promotion-ip', ATTEMPT_LIMITS.promotionPerAddress);

const bodyOf = (req: MedusaRequest) => (req.body ?? {}) as Record<string, unknown>;

/**
 * Medusa's emailpass provider checks a password with scrypt (its default hashConfig: logN 15, r 8,
 * p 1) only when the address has an identity: an unknown address answered at once. A floor alone
 * does not hide that: under load the hash takes longer than any floor (a loaded CI machine measured
 * 1,064 ms against 540). So a refused sign-in of an unknown address costs the same hash here.
 */
const SCRYPT_LIKE_MEDUSA = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const DUMMY_SALT = randomBytes(32);
const hashLikeMedusa = (password: string) =>
  new Promise<void>((resolve) => scrypt(password, DUMMY_SALT, 64, SCRYPT_LIKE_MEDUSA, () => resolve()));

/** After Medusa refused a sign-in: the hash Medusa did not do, when the address has no identity. */
async function hashForUnknownAddress(req: MedusaRequest, email: unknown, password: unknown) {
  if (typeof email !== 'string' || !email) return;
  const auth = req.scope.resolve<IAuthModuleService>(Modules.AUTH);
  const identities = await auth.listProviderIdentities({ entity_id: email, provider: 'emailpass' }, { take: 1 });
  if (!identities.length) await hashLikeMedusa(typeof password === 'string' ? password : '');
}

/** POST /auth/user/:provider (sign-in): failed tries limited per address and network address; every answer alike in time. */
export async function limitAdminLogin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const notBefore = performance.now() + ADMIN_LOGIN_MIN_MS;
  const { email, password } = bodyOf(req);
  const keys: CountedKeys = [
    [loginPerEmail, typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined],
    [loginPerAddress, req.ip],
  ];
  beforeAnswer(
    res,
    async (status) => {
      if (status === 401) await Promise.all([countRefusal(req, keys), hashForUnknownAddress(req, email, password)]);
      else if (status < 300 && keys[0][1]) await loginPerEmail.clear(cacheOf(req), keys[0][1]);
    },
    notBefore,
  );
  if (await refuseWhenOverLimit(req, res, next, keys)) return;
  next();
}

type PromotionAnswer = { cart?: { promotions?: { code?: string | null }[] | null }; message?: unknown };

/** The codes of a request that the answer shows refused: all of them on Medusa's 400, those the cart lacks on a 200. */
function refusedCodes(codes: string[], status: number, body: PromotionAnswer): string[] {
  if (status === 400 && /promotion code/i.test(String(body?.message ?? ''))) return codes;
  if (status >= 300 || !body?.cart) return [];
  const applied = new Set(
    (body.cart.promotions ?? []).map((promotion) => normalizePromotionCode(promotion?.code ?? '')),
  );
  return codes.filter((code) => !applied.has(normalizePromotionCode(code)));
}

/**
 * POST /store/carts/:id/promotions: refused codes limited per cart and network address, and a code
 * that does not exist answered like one that does not apply: 400 with one message (the cart is
 * unchanged either way; the storefront reads it as a refused code).
 */
export async function limitPromotionCodes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const given = bodyOf(req).promo_codes;
  const codes = Array.isArray(given) ? given.filter((code): code is string => typeof code === 'string') : [];
  const keys: CountedKeys = [
    [codesPerCart, storeRecordId(req, 'carts')],
    [codesPerAddress, req.ip],
  ];
  if (await refuseWhenOverLimit(req, res, next, keys)) return;
  const json = res.json.bind(res);
  res.json = ((body: PromotionAnswer) => {
    const refused = refusedCodes(codes, res.statusCode, body);
    if (!refused.length) return json(body);
    countRefusal(req, keys)
      .catch(() => undefined)
      .then(() => {
        res.status(400);
        json({ type: 'invalid_data', message: promotionRefused(refused) });
      });
    return res;
  }) as MedusaResponse['json'];
  next();
}
