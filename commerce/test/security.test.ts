import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { ATTEMPT_LIMITS, KNOWN_DEVELOPMENT_VALUES, TOO_MANY_ATTEMPTS, storeAddressFields } from '@tonewood/rules';
import Medusa from '@medusajs/js-sdk';
import { inject, describe, expect, it } from 'vitest';
import { cartWith, placeOrder } from './checkout';
import { medusaUrl, publishableKey, regionFor, sdk, sql } from './context';

/** An HS256 JWT for an admin user, as Medusa issues them, signed with `secret`. */
function adminToken(secret: string) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    actor_id: 'user_01FORGEDFORGEDFORGEDFORGED',
    actor_type: 'user',
    auth_identity_id: 'authid_01FORGEDFORGEDFORGEDFORG',
    app_metadata: { user_id: 'user_01FORGEDFORGEDFORGEDFORGED' },
    iat: now,
    exp: now + 3600,
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

describe('admin tokens cannot be forged with public secrets', () => {
  // Every publicly known value: the project's former fallbacks, Medusa's own built-in default, ...
  it.each(KNOWN_DEVELOPMENT_VALUES)('a token signed with %s gets 401 on /admin/orders', async (secret) => {
    const response = await fetch(`${medusaUrl}/admin/orders`, {
      headers: { authorization: `Bearer ${adminToken(secret)}` },
    });
    expect(response.status).toBe(401);
  });

  it('no token gets 401 too', async () => {
    expect((await fetch(`${medusaUrl}/admin/orders`)).status).toBe(401);
  });
});

describe('no X-Powered-By banner', () => {
  const key = { 'x-publishable-api-key': publishableKey };
  const cases: [string, Record<string, string>, number][] = [
    ['/health', {}, 200],
    ['/store/shipping-matrix', key, 200],
    ['/store/shipping-matrix', {}, 400], // answered by Medusa's key check, before any project middleware
    ['/store/products?limit=1', key, 200],
    ['/admin/orders', {}, 401],
    ['/static/products/tote-bag.svg', {}, 200],
    ['/does-not-exist', {}, 404],
  ];
  it.each(cases)('%s (%o) -> %i', async (path, headers, status) => {
    const response = await fetch(`${medusaUrl}${path}`, { headers });
    expect(response.status).toBe(status);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the key file for the site', () => {
  it('is written with mode 0600, also over an older world-readable file', () => {
    const file = inject('siteEnvFile');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(file, 'utf8')).toContain(`MEDUSA_PUBLISHABLE_KEY=${publishableKey}`);
  });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${medusaUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey, ...headers },
    body: JSON.stringify(body),
  });

describe('no shopper accounts (the spec has none)', () => {
  const shopper = { email: `shopper-${Date.now()}@example.com`, password: 'a-long-enough-password-1' };

  it('refuses customer registration, so no account can be made with its token', async () => {
    const registered = await post('/auth/customer/emailpass/register', shopper);
    const body = await registered.json();
    expect(registered.status).toBe(400);
    expect(body.token).toBeUndefined();
    expect(body.message).toBe('The actor type customer is not allowed to use the auth provider emailpass');
    // Even with a token, the account routes are closed.
    const created = await post('/store/customers', { email: shopper.email }, { authorization: 'Bearer x' });
    expect(created.status).toBe(403);
    expect((await created.json()).message).toBe('The shop has no customer accounts: orders are placed as a guest');
  });

  it('refuses customer login and password resets', async () => {
    for (const path of ['/auth/customer/emailpass', '/auth/customer/emailpass/reset-password']) {
      const response = await post(path, { ...shopper, identifier: shopper.email });
      expect(response.status, path).toBe(400);
      expect((await response.json()).message, path).toMatch(/not allowed/);
    }
    const me = await fetch(`${medusaUrl}/store/customers/me`, { headers: { 'x-publishable-api-key': publishableKey } });
    expect(me.status).toBe(403);
  });
});

describe('users by invitation only', () => {
  const INVITE_ONLY = 'Users are created by invitation only: register with the address the invitation was sent to';

  it("refuses anyone else's registration alike, the admin's address included (no hint which exist)", async () => {
    const answers = [];
    for (const email of [inject('adminEmail'), `nobody-${Date.now()}@example.com`, undefined]) {
      const response = await post('/auth/user/emailpass/register', { email, password: 'a-long-enough-password-1' });
      answers.push([response.status, await response.json()]);
    }
    for (const answer of answers) expect(answer).toEqual([403, { type: 'not_allowed', message: INVITE_ONLY }]);
  });

  it("keeps Medusa Admin's invitation flow: invite, register, accept, sign in", async () => {
    const admin = new Medusa({ baseUrl: medusaUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
    await admin.auth.login('user', 'emailpass', { email: inject('adminEmail'), password: inject('adminPassword') });
    const email = `luthier-${Date.now()}@example.com`;
    const password = 'a-long-enough-password-2';
    const { invite } = await admin.admin.invite.create({ email });

    const guest = new Medusa({ baseUrl: medusaUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'nostore' } });
    const registration = await guest.auth.register('user', 'emailpass', { email, password });
    expect(typeof registration).toBe('string');
    const { user } = await guest.admin.invite.accept(
      { email, first_name: 'Ada', last_name: 'Lovelace', invite_token: invite.token },
      {},
      { authorization: `Bearer ${registration as string}` },
    );
    expect(user.email).toBe(email);
    const token = await guest.auth.login('user', 'emailpass', { email, password });
    expect(typeof token).toBe('string');
    // Accepted, the invitation no longer opens the registration.
    const again = await post('/auth/user/emailpass/register', { email, password });
    expect(again.status).toBe(403);
  });
});

describe('cart writes take only what the checkout form takes', () => {
  const ADDRESS = {
    first_name: 'Zoë',
    last_name: 'Müller-Lüdenscheidt',
    address_1: 'Holzweg 12',
    city: 'Köln',
    postal_code: '50667',
    country_code: 'de',
  };

  it('refuses an email with a comma with 400 and the reason, on create and on update', async () => {
    const region = await regionFor('DE');
    const created = await post('/store/carts', { region_id: region.id, email: 'a@example.com,workshop' });
    expect(created.status).toBe(400);
    expect((await created.json()).message).toBe('Invalid request: email: Please enter a valid email address');
    const { cart } = await sdk.store.cart.create({ region_id: region.id });
    const updated = await post(`/store/carts/${cart.id}`, { email: 'a@example.com,workshop' });
    expect(updated.status).toBe(400);
    expect((await updated.json()).message).toBe('Invalid request: email: Please enter a valid email address');
    expect((await sdk.store.cart.retrieve(cart.id)).cart.email ?? null).toBeNull();
  });

  it('refuses line breaks and control characters in the address fields, names first', async () => {
    const region = await regionFor('DE');
    const { cart } = await sdk.store.cart.create({ region_id: region.id });
    const injected = {
      ...ADDRESS,
      first_name: 'Ada\nOur bank changed: pay to http://evil.example',
      city: 'Leipzig\u0000',
    };
    const response = await post(`/store/carts/${cart.id}`, {
      email: 'ada@example.com',
      shipping_address: injected,
      billing_address: { ...ADDRESS, address_2: 'Hof\r\nBcc: x@evil.example' },
    });
    expect(response.status).toBe(400);
    const single = 'Please write this on one line, without line breaks or control characters';
    expect((await response.json()).message).toBe(
      `Invalid request: shipping_address.first_name: ${single}; shipping_address.city: ${single}; billing_address.address_2: ${single}`,
    );
    const { cart: unchanged } = await sdk.store.cart.retrieve(cart.id, { fields: '*shipping_address' });
    expect(unchanged.email ?? null).toBeNull();
    // Medusa gives a new cart an empty address in the region's country; nothing was written to it.
    expect(unchanged.shipping_address?.first_name ?? null).toBeNull();
    expect(unchanged.shipping_address?.city ?? null).toBeNull();
  });

  it('takes ordinary names and addresses, umlauts and apostrophes included', async () => {
    const region = await regionFor('DE');
    const { cart } = await sdk.store.cart.create({ region_id: region.id, email: "o'neill@example.com" });
    const address = {
      ...ADDRESS,
      company: "O'Neill & Söhne GmbH",
      address_2: 'Hinterhaus, 2. OG',
      phone: '+49 221 1234-5',
    };
    const { cart: updated } = await sdk.store.cart.update(cart.id, {
      shipping_address: address,
      billing_address: address,
    });
    expect(updated.shipping_address?.first_name).toBe('Zoë');
    expect(updated.billing_address?.company).toBe("O'Neill & Söhne GmbH");
  });
});

describe('every name and address field has the checkout form its maximum length', () => {
  const ADDRESS = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_1: 'Holzweg 12',
    city: 'Köln',
    postal_code: '50667',
  };
  const NOTICE =
    'IMPORTANT NOTICE: our bank account has changed, please transfer to IBAN DE00 0000 0000 0000 0000 00. ';

  it('refuses a 90,000-character first name and a 738-character company with 400 and the reason', async () => {
    const region = await regionFor('DE');
    const { cart } = await sdk.store.cart.create({ region_id: region.id });
    const company = NOTICE.repeat(10).slice(0, 738);
    const response = await post(`/store/carts/${cart.id}`, {
      shipping_address: { ...ADDRESS, country_code: 'de', first_name: 'A'.repeat(90_000) },
      billing_address: { ...ADDRESS, country_code: 'de', company },
    });
    const body = await response.json();
    expect([response.status, body.message]).toEqual([
      400,
      'Invalid request: shipping_address.first_name: Please use at most 100 characters; billing_address.company: Please use at most 100 characters',
    ]);
    const { cart: unchanged } = await sdk.store.cart.retrieve(cart.id, {
      fields: '*shipping_address,*billing_address',
    });
    expect(unchanged.shipping_address?.first_name ?? null).toBeNull();
    expect(unchanged.billing_address?.company ?? null).toBeNull();
  });

  it('holds each field to the limit of the field table: one character over is refused, the limit taken', async () => {
    const region = await regionFor('DE');
    const { cart } = await sdk.store.cart.create({ region_id: region.id });
    for (const [field, rule] of Object.entries(storeAddressFields)) {
      const over = await post(`/store/carts/${cart.id}`, {
        shipping_address: { ...ADDRESS, country_code: 'de', [field]: '1'.repeat(rule.maxLength + 1) },
      });
      expect([field, over.status, (await over.json()).message]).toEqual([
        field,
        400,
        `Invalid request: shipping_address.${field}: Please use at most ${rule.maxLength} characters`,
      ]);
      const at = await post(`/store/carts/${cart.id}`, {
        shipping_address: { ...ADDRESS, country_code: 'de', [field]: '1'.repeat(rule.maxLength) },
      });
      expect([field, at.status]).toEqual([field, 200]);
    }
    const email = `${'a'.repeat(250)}@example.com`;
    const tooLong = await post(`/store/carts/${cart.id}`, { email });
    expect([tooLong.status, (await tooLong.json()).message]).toEqual([
      400,
      'Invalid request: email: Please use at most 254 characters',
    ]);
  });
});

describe("Medusa's own POST /store/returns is closed to shoppers", () => {
  it('answers 403 with the reason, also for a real order with its items, and makes no return', async () => {
    const order = await placeOrder('DE', [{ handle: 'tote-bag' }]);
    for (const path of ['/store/returns', '/STORE/Returns', '/store/returns/']) {
      const response = await post(path, {
        order_id: order.id,
        items: order.items!.map((item) => ({ id: item.id, quantity: item.quantity })),
        return_shipping: { option_id: 'so_any', price: 0 },
        receive_now: true,
      });
      expect([path, response.status, (await response.json()).message]).toEqual([
        path,
        403,
        "Returns are not started through the store API: use the shop's withdrawal form, or write to the workshop",
      ]);
    }
    expect(await sql('select id from "return" where order_id = $1', [order.id])).toEqual([]);
  });
});

/** A sign-in to Medusa Admin from `ip` (Medusa trusts one proxy hop: X-Forwarded-For is the client). */
async function signIn(email: string, password: string, ip: string) {
  const started = performance.now();
  const response = await fetch(`${medusaUrl}/auth/user/emailpass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let ipSerial = 0;
/** A network address of its own for each test (documentation range, RFC 5737). */
const freshIp = () => `198.51.100.${++ipSerial}`;

describe("Medusa Admin's sign-in takes limited guesses and tells no address apart", () => {
  const { max: perEmail } = ATTEMPT_LIMITS.adminLoginPerEmail;
  const { max: perAddress } = ATTEMPT_LIMITS.adminLoginPerAddress;

  it(`answers 429 with Retry-After after ${perEmail} failures for one address, from any network address`, async () => {
    const email = `guessed-${Date.now()}@example.com`;
    for (let i = 0; i < perEmail; i++) expect((await signIn(email, `wrong-${i}`, freshIp())).status).toBe(401);
    const refused = await signIn(email, 'wrong-again', freshIp());
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_ATTEMPTS]);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(ATTEMPT_LIMITS.adminLoginPerEmail.windowMs / 1000);
  });

  it(`answers 429 after ${perAddress} failures from one network address, whatever the addresses tried`, async () => {
    const ip = freshIp();
    for (let i = 0; i < perAddress; i++)
      expect((await signIn(`sprayed-${i}-${Date.now()}@example.com`, 'wrong', ip)).status).toBe(401);
    const refused = await signIn(inject('adminEmail'), inject('adminPassword'), ip);
    expect([refused.status, refused.body.token]).toEqual([429, undefined]);
    // Another network address signs the admin in as before.
    const admin = await signIn(inject('adminEmail'), inject('adminPassword'), freshIp());
    expect([admin.status, typeof admin.body.token]).toEqual([200, 'string']);
  }, 120_000);

  it('answers a wrong password for an existing admin and an unknown address in the same time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Twelve tries each, interleaved; the right password after every few clears the admin's count
    // before it reaches the limit per address (the sign-in's own hash is what is being compared, so
    // a loaded machine slows both alike).
    for (let i = 0; i < 12; i++) {
      if (i > 0 && i % (perEmail - 1) === 0)
        expect((await signIn(inject('adminEmail'), inject('adminPassword'), freshIp())).status).toBe(200);
      const wrong = await signIn(inject('adminEmail'), `wrong-${i}`, freshIp());
      const nobody = await signIn(`nobody-${i}-${Date.now()}@example.com`, `wrong-${i}`, freshIp());
      expect([wrong.status, nobody.status]).toEqual([401, 401]);
      expect(wrong.body).toEqual(nobody.body);
      known.push(wrong.ms);
      unknown.push(nobody.ms);
    }
    const difference = Math.abs(median(known) - median(unknown));
    console.log(
      `admin sign-in: median ${median(known).toFixed(0)} ms (existing admin) vs ${median(unknown).toFixed(0)} ms (unknown address)`,
    );
    expect(difference).toBeLessThan(50);
    expect((await signIn(inject('adminEmail'), inject('adminPassword'), freshIp())).status).toBe(200);
  }, 120_000);
});

describe('promotion codes take limited guesses and answer unknown and inapplicable codes alike', () => {
  const addCode = (cartId: string, code: string, ip: string) =>
    post(`/store/carts/${cartId}/promotions`, { promo_codes: [code] }, { 'x-forwarded-for': ip });

  it('answers an unknown code and an existing code that does not apply with the same status and message', async () => {
    const cart = await cartWith('DE', [{ handle: 'nomad-travel-guitar' }]);
    const ip = freshIp();
    const unknown = await addCode(cart.id, 'NOSUCHCODE', ip);
    const inapplicable = await addCode(cart.id, 'MERCH10', ip);
    const answers = [
      [unknown.status, (await unknown.json()).message.replace('NOSUCHCODE', '{code}')],
      [inapplicable.status, (await inapplicable.json()).message.replace('MERCH10', '{code}')],
    ];
    expect(answers).toEqual([
      [400, 'The promotion code {code} is invalid or does not apply to this cart'],
      [400, 'The promotion code {code} is invalid or does not apply to this cart'],
    ]);
  });

  it(`answers 429 with Retry-After after ${ATTEMPT_LIMITS.promotionPerCart.max} refused codes on one cart`, async () => {
    const cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
    for (let i = 0; i < ATTEMPT_LIMITS.promotionPerCart.max; i++)
      expect((await addCode(cart.id, `GUESS${i}`, freshIp())).status).toBe(400);
    const refused = await addCode(cart.id, 'MERCH10', freshIp());
    expect([refused.status, (await refused.json()).message]).toEqual([429, TOO_MANY_ATTEMPTS]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);

  it(`answers 429 after ${ATTEMPT_LIMITS.promotionPerAddress.max} refused codes from one network address, over its carts`, async () => {
    const ip = freshIp();
    const { max } = ATTEMPT_LIMITS.promotionPerAddress;
    const perCart = ATTEMPT_LIMITS.promotionPerCart.max;
    let cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
    for (let i = 0; i < max; i++) {
      if (i > 0 && i % perCart === 0) cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
      expect((await addCode(cart.id, `SPRAY${i}`, ip)).status).toBe(400);
    }
    const fresh = await cartWith('DE', [{ handle: 'tote-bag' }]);
    expect((await addCode(fresh.id, 'MERCH10', ip)).status).toBe(429);
    // The code itself still applies from another network address.
    expect((await addCode(fresh.id, 'MERCH10', freshIp())).status).toBe(200);
  }, 180_000);
});

describe('Medusa Admin cannot be framed', () => {
  it("answers under /app with frame-ancestors 'none' and X-Frame-Options DENY (the admin is off in tests: its 404)", async () => {
    for (const path of ['/app', '/app/login', '/APP/orders']) {
      const response = await fetch(`${medusaUrl}${path}`);
      expect([path, response.headers.get('content-security-policy')]).toEqual([
        path,
        expect.stringMatching(/(^|; )frame-ancestors 'none'($|;)/),
      ]);
      expect([path, response.headers.get('x-frame-options')]).toEqual([path, 'DENY']);
    }
  });
});
