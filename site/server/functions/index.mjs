// The site functions, registered on the production server (serve.mjs) or a bare fastify app (the
// tests): thin HTTP around the pure handlers. Each function takes JSON only (415 otherwise), a
// small body (413), a few requests per address and window (429, @fastify/rate-limit), and
// answers { success, message } with no-store.
import rateLimit from '@fastify/rate-limit';
import { handleConfirmation, CONFIRMATION_PAGE_CSP } from './confirmation-page.mjs';
import { handleContactRequest } from './contact-request.mjs';
import { createMailer } from './mail.mjs';
import { handleNewsletterRegistration } from './newsletter.mjs';
import { handleOrder, handleOrderLink } from './order.mjs';
import { handleQuoteRequest } from './quote-request.mjs';
import { createOutbox } from './outbox.mjs';
import { MESSAGES } from './respond.mjs';
import { languageOfLocale, languageOfPath } from '@tonewood/rules';
import { handleWithdrawal } from './withdrawal.mjs';
import {
  createCommerceAdmin,
  createSettingsReader,
  createStrapiStore,
  createWithdrawalRecords,
} from '../data/index.mjs';

/** 16 KB: a request with a long annotation and a configuration fits many times over. */
const BODY_LIMIT = 16 * 1024;
/** Per address: 10 submissions in 10 minutes (SITE_FUNCTIONS_RATE_MAX / _WINDOW_MS). */
const RATE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };
/** The withdrawal function asks Medusa about orders: 8 per address and 10 minutes (SITE_WITHDRAWAL_RATE_MAX). */
const WITHDRAWAL_RATE_MAX = 8;
/**
 * Per recipient: the functions that mail the address a request names (newsletter, contact and
 * quote requests) mail one address at most 3 times an hour, from any number of IPs together
 * (SITE_RECIPIENT_RATE_MAX / _WINDOW_MS).
 */
const RECIPIENT_RATE_LIMIT = { max: 3, timeWindow: 60 * 60 * 1000 };
/**
 * The least time (ms) the withdrawal's not-found answer takes (SITE_WITHDRAWAL_REFUSAL_MS): longer
 * than Medusa's lookup for an email with orders, so a wrong number tells nothing about the email.
 */
const WITHDRAWAL_REFUSAL_MS = 300;

/**
 * The functions' settings from the environment: Strapi's URL and the write token (the process
 * environment or the file cms/ writes, cms/.site.env), SMTP_URL, SITE_MAIL_FROM,
 * SITE_NEWSLETTER_SECRET, SITE_ORDER_SECRET (the order page's links) and SITE_URL (the confirmation link's origin).
 * @param {Record<string, string>} cmsFile the parsed cms/.site.env
 * @param {Record<string, string>} commerceFile the parsed commerce/.site.env (Medusa's URL)
 */
export function functionsConfig(env, cmsFile = {}, commerceFile = {}) {
  return {
    strapiUrl: env.STRAPI_API_URL || cmsFile.STRAPI_API_URL || '',
    strapiWriteToken: env.STRAPI_WRITE_TOKEN || cmsFile.STRAPI_WRITE_TOKEN || '',
    // Read-only, for the settings a function needs at request time (the withdrawal's return address).
    strapiReadToken: env.STRAPI_READ_TOKEN || env.STRAPI_BUILD_TOKEN || cmsFile.STRAPI_BUILD_TOKEN || '',
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.SITE_MAIL_FROM || 'Tonewood <workshop@tonewood.example>',
    newsletterSecret: env.SITE_NEWSLETTER_SECRET || '',
    orderSecret: env.SITE_ORDER_SECRET || '',
    // Medusa's admin API for orders (the order page, withdrawals): its URL and the admin user.
    commerceUrl: env.MEDUSA_BACKEND_URL || commerceFile.MEDUSA_BACKEND_URL || '',
    commerceAdminEmail: env.COMMERCE_ADMIN_EMAIL || '',
    commerceAdminPassword: env.COMMERCE_ADMIN_PASSWORD || '',
    siteUrl: env.SITE_URL || '',
    rateLimit: {
      max: Number(env.SITE_FUNCTIONS_RATE_MAX) || RATE_LIMIT.max,
      timeWindow: Number(env.SITE_FUNCTIONS_RATE_WINDOW_MS) || RATE_LIMIT.timeWindow,
    },
    withdrawalRateMax: Number(env.SITE_WITHDRAWAL_RATE_MAX) || WITHDRAWAL_RATE_MAX,
    withdrawalRefusalMs: Number(env.SITE_WITHDRAWAL_REFUSAL_MS) || WITHDRAWAL_REFUSAL_MS,
    recipientRateLimit: {
      max: Number(env.SITE_RECIPIENT_RATE_MAX) || RECIPIENT_RATE_LIMIT.max,
      timeWindow: Number(env.SITE_RECIPIENT_RATE_WINDOW_MS) || RECIPIENT_RATE_LIMIT.timeWindow,
    },
    // The durable mail outbox (outbox.mjs): without a folder, mails are sent at once (unit tests).
    mailOutboxDir: env.SITE_MAIL_OUTBOX_DIR || '',
    mailRetryMaxMs: Number(env.SITE_MAIL_RETRY_MAX_MS) || undefined,
    // Several server processes count each address's requests together in Redis (issue 28).
    redisUrl: env.REDIS_URL || '',
  };
}

const isJson = (type) => /^application\/json\s*(;|$)/i.test(type ?? '');

/**
 * The language of the page that sent a request, for refusals given before its body is read (the
 * body's locale decides the rest): the path of the same-origin Referer the browser sends.
 */
function pageLanguage(request) {
  try {
    return languageOfPath(new URL(request.headers.referer ?? '').pathname);
  } catch {
    return 'en';
  }
}

/** The address a request asks to mail, normalised, or undefined. */
const recipientOf = (body, field) => {
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' && value.includes('@') ? value.trim().toLowerCase() : undefined;
};

/**
 * A limit per recipient on top of the one per address: `check(request, field)` resolves to a 429
 * answer when the address in the body's `field` has had its share, else to null.
 */
function recipientLimiter(scope, options) {
  const limit = scope.createRateLimit({ ...options, keyGenerator: (request) => request.recipientKey });
  return async (request, field) => {
    const to = recipientOf(request.body, field);
    if (!to) return null;
    request.recipientKey = `recipient:${to}`;
    const { isExceeded } = await limit(request);
    return isExceeded
      ? { status: 429, body: { success: false, message: MESSAGES[languageOfLocale(request.body.locale)].tooMany } }
      : null;
  };
}

function jsonFunction(scope, url, rateLimitOptions, handle) {
  scope.post(
    url,
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: rateLimitOptions },
      onRequest: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        reply.header('X-Content-Type-Options', 'nosniff');
        if (!isJson(request.headers['content-type']))
          return reply.code(415).send({ success: false, message: MESSAGES[pageLanguage(request)].jsonOnly });
      },
      errorHandler: (error, request, reply) => {
        const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        const m = MESSAGES[pageLanguage(request)];
        const message =
          status === 413 ? m.tooLarge : status === 429 ? m.tooMany : status === 400 ? m.badJson : m.unavailable;
        if (status === 500) request.log.error(error);
        return reply.code(status).send({ success: false, message });
      },
    },
    async (request, reply) => {
      const { status, body } = await handle(request.body, request);
      return reply.code(status).send(request.mailQueued && body?.success ? { ...body, mail: 'queued' } : body);
    },
  );
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {ReturnType<typeof functionsConfig> & { store?: any, mailer?: any, commerce?: any, withdrawals?: any, settings?: any, now?: () => number }} config
 */
export async function registerSiteFunctions(app, config) {
  const store = config.store ?? createStrapiStore({ url: config.strapiUrl, token: config.strapiWriteToken });
  const transport = config.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  // With an outbox folder a function's mail is kept on disk before it answers success, and sent
  // when the SMTP server answers (also after a restart; several servers may share the folder).
  const outbox = config.mailOutboxDir
    ? createOutbox({
        dir: config.mailOutboxDir,
        send: (mail) => transport.send(mail),
        log: (error) => app.log.warn(error),
        ...(config.mailRetryMaxMs ? { retryMaxMs: config.mailRetryMaxMs } : {}),
      })
    : null;
  // A request whose mail went to the outbox says so: { success, message, mail: 'queued' }.
  const mailerFor = (request) =>
    outbox
      ? {
          send: async (mail) => {
            await outbox.enqueue(mail);
            request.mailQueued = true;
          },
        }
      : transport;
  outbox?.start();
  const now = config.now ?? Date.now;
  // Signs in lazily, on the first order request: a site without Medusa still serves the rest.
  const commerce =
    config.commerce ??
    createCommerceAdmin({
      url: config.commerceUrl,
      email: config.commerceAdminEmail,
      password: config.commerceAdminPassword,
    });
  const withdrawals = config.withdrawals ?? createWithdrawalRecords(commerce);
  const settings = config.settings ?? createSettingsReader({ url: config.strapiUrl, token: config.strapiReadToken });
  const redis = config.redisUrl ? await rateLimitRedis(config.redisUrl) : null;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: 'tonewood-site-rate-' }),
    });
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body))),
      );
    const deps = (request) => ({
      store,
      mailer: mailerFor(request),
      commerce,
      withdrawals,
      settings,
      now,
      secret: config.newsletterSecret,
      orderSecret: config.orderSecret,
      siteUrl: config.siteUrl,
      refusalMs: config.withdrawalRefusalMs ?? WITHDRAWAL_REFUSAL_MS,
      log: (error) => request.log.error(error),
    });
    const limit = config.rateLimit ?? RATE_LIMIT;
    // One count per address across the three functions that mail it.
    const recipient = recipientLimiter(scope, config.recipientRateLimit ?? RECIPIENT_RATE_LIMIT);
    const mailing = (field, handler) => async (body, request) =>
      (await recipient(request, field)) ?? handler(body, deps(request));

    jsonFunction(
      scope,
      '/api/send-newsletter-registration',
      limit,
      mailing('recipientEmail', handleNewsletterRegistration),
    );
    jsonFunction(scope, '/api/contact-request', limit, mailing('email', handleContactRequest));
    jsonFunction(scope, '/api/quote-request', limit, mailing('email', handleQuoteRequest));
    // The order page reads its order on every visit and reload: reads get six times the allowance.
    const reads = { ...limit, max: limit.max * 6 };
    jsonFunction(scope, '/api/order', reads, (body, request) => handleOrder(body, deps(request)));
    jsonFunction(scope, '/api/order-link', limit, (body, request) => handleOrderLink(body, deps(request)));
    jsonFunction(
      scope,
      '/api/withdrawal',
      { ...limit, max: config.withdrawalRateMax ?? WITHDRAWAL_RATE_MAX },
      (body, request) => handleWithdrawal(body, deps(request)),
    );

    const confirmation = async (request, reply, token, confirm) => {
      const { status, html } = await handleConfirmation({ token, confirm }, deps(request));
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', CONFIRMATION_PAGE_CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html);
    };
    scope.get('/api/newsletter-confirmation', { config: { rateLimit: limit } }, (request, reply) =>
      confirmation(request, reply, request.query?.token, false),
    );
    scope.post('/api/newsletter-confirmation', { bodyLimit: 4096, config: { rateLimit: limit } }, (request, reply) =>
      confirmation(request, reply, request.body?.token, true),
    );
  });
  app.addHook('onClose', async () => {
    await outbox?.stop();
    transport.close?.();
    await redis?.quit();
  });
}

/** The rate limit's Redis connection: short timeouts, so a lost Redis answers 500 rather than hanging. */
async function rateLimitRedis(url) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: true });
}

/**
 * The functions alone on a fastify app of their own (cms/test/site-functions.test.ts: no built site).
 * @public
 */
export async function createFunctionsApp(config) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  await registerSiteFunctions(app, config);
  return app;
}
