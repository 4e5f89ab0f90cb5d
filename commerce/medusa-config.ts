import { defineConfig, loadEnv } from '@medusajs/framework/utils';
import { refusalLine, secretProblems } from '@tonewood/rules';

loadEnv(process.env.NODE_ENV || 'development', process.cwd());

// Telemetry reaches the network; this machine and CI have none.
process.env.MEDUSA_DISABLE_TELEMETRY = process.env.MEDUSA_DISABLE_TELEMETRY || 'true';

// Secrets come from the environment only, never from defaults in code: a token signed with a
// public fallback (Medusa's own "supersecret", or a value this project once used) would pass as an
// admin. Local starts get generated values from .secrets.env through scripts/lib/stack.mjs;
// production sets JWT_SECRET and COOKIE_SECRET itself. What makes a secret acceptable, and the
// line printed when one is not, is the secrets rule of @tonewood/rules (a file: dependency, so
// this file needs nothing else outside commerce/); test/secrets.test.ts checks it against
// `medusa start`.

/** Checks everything at once and refuses to start with ONE line naming every problem. */
function requireSettings() {
  const problems = [
    ...secretProblems(process.env, ['JWT_SECRET', 'COOKIE_SECRET', 'ORDER_LINK_SECRET']),
    // Holds the database password, so it has no default either (npm start sets it).
    ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL is missing']),
    // The order mails link the guest order page on the site (npm start sets the site's origin).
    ...(/^https?:\/\/[^/\s]+/.test(process.env.STOREFRONT_URL ?? '') ? [] : ['STOREFRONT_URL is missing']),
  ];
  if (problems.length) {
    console.error(refusalLine('commerce', problems));
    process.exit(1);
  }
  return {
    jwtSecret: process.env.JWT_SECRET as string,
    cookieSecret: process.env.COOKIE_SECRET as string,
    databaseUrl: process.env.DATABASE_URL as string,
  };
}

const { jwtSecret, cookieSecret, databaseUrl } = requireSettings();

const port = process.env.MEDUSA_PORT || process.env.PORT || '9000';
const backendUrl = process.env.MEDUSA_BACKEND_URL || `http://127.0.0.1:${port}`;

// The admin and auth routes answer, with credentials, only Medusa Admin's own origin (it is served
// by this Medusa at /app; on this machine both loopback names): never the shop's or Storybook's
// origins, whose pages have no business calling the admin API with a signed-in user's cookie.
// The site's own server calls the admin API server to server, without CORS.
const backendOrigin = new URL(backendUrl).origin;
const adminOrigins = [
  backendOrigin,
  ...(/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(backendOrigin)
    ? [backendOrigin.replace('//localhost', '//127.0.0.1'), backendOrigin.replace('//127.0.0.1', '//localhost')]
    : []),
]
  .filter((origin, i, all) => all.indexOf(origin) === i)
  .join(',');

const siteOrigins = [
  'http://127.0.0.1:8000',
  'http://localhost:8000',
  'http://127.0.0.1:9000',
  'http://localhost:9000',
  'http://127.0.0.1:6006',
  'http://localhost:6006',
].join(',');

// Card payments: Medusa's Stripe provider when STRIPE_API_KEY is set, else the local test-card
// provider (src/modules/test-card) for development and tests. Bank transfer is Medusa's system
// provider, always there. Their ids and what each method means: @tonewood/rules payment-methods.
const stripeApiKey = process.env.STRIPE_API_KEY?.trim();
const cardProvider = stripeApiKey
  ? {
      resolve: '@medusajs/medusa/payment-stripe',
      id: 'stripe',
      options: { apiKey: stripeApiKey, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET, capture: false },
    }
  : { resolve: './src/modules/test-card', id: 'test-card' };

// Medusa marks its session cookie Secure in production; on plain http to this machine (npm start)
// the browser would drop it and Medusa Admin could not sign in. Anywhere else it stays Secure.
const loopbackHttp = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(backendUrl);

// --- Scale-out (issue 28): with REDIS_URL, the server processes and the worker share Medusa's own
// Redis modules (event bus, workflow engine, locking, cache) and the sessions; without it, the
// in-process defaults of a single Medusa (npm start). MEDUSA_WORKER_MODE (shared, server, worker)
// says what this process does: servers answer HTTP, the one worker runs subscribers and jobs.
const redisUrl = process.env.REDIS_URL?.trim() || '';
const workerModes = ['shared', 'server', 'worker'] as const;
const workerMode = workerModes.find((mode) => mode === process.env.MEDUSA_WORKER_MODE) ?? 'shared';
const redisModules = redisUrl
  ? [
      { resolve: '@medusajs/medusa/event-bus-redis', options: { redisUrl } },
      { resolve: '@medusajs/medusa/workflow-engine-redis', options: { redis: { redisUrl } } },
      { resolve: '@medusajs/medusa/cache-redis', options: { redisUrl } },
      {
        resolve: '@medusajs/medusa/locking',
        options: {
          providers: [
            { resolve: '@medusajs/medusa/locking-redis', id: 'locking-redis', is_default: true, options: { redisUrl } },
          ],
        },
      },
    ]
  : [];
// --- end of scale-out

module.exports = defineConfig({
  projectConfig: {
    databaseUrl,
    databaseDriverOptions: { connection: { ssl: false } },
    http: {
      storeCors: process.env.STORE_CORS || siteOrigins,
      adminCors: process.env.ADMIN_CORS || adminOrigins,
      authCors: process.env.AUTH_CORS || adminOrigins,
      jwtSecret,
      cookieSecret,
      // No shopper accounts (the spec has none): Medusa refuses every customer auth route (login,
      // registration, password reset) for every provider. Users sign in with email and password;
      // their registration is by invitation only (src/api/shopper-input-middlewares.ts).
      authMethodsPerActor: { customer: [] },
    },
    ...(loopbackHttp ? { cookieOptions: { secure: false } } : {}),
    workerMode,
    // Sessions in Redis, so any server process of the pool answers a signed-in admin.
    ...(redisUrl ? { redisUrl } : {}),
  },
  // Medusa Admin at /app with MEDUSA_ADMIN=true (npm start sets it). Its build is made once and
  // cached (scripts/build-admin.mjs); it calls the Medusa that serves it ("/"), whatever its port.
  admin: {
    disable: process.env.MEDUSA_ADMIN !== 'true',
    backendUrl: '/',
  },
  modules: [
    {
      resolve: './src/modules/shipping-matrix',
    },
    // Each variant's price per region and currency over time (issue 26: the 30-day lowest price).
    {
      resolve: './src/modules/price-history',
    },
    {
      resolve: '@medusajs/medusa/payment',
      options: { providers: [cardProvider] },
    },
    // Shipping options priced by the shipping matrix (matrix_matrix, calculated prices), beside
    // Medusa's manual provider (manual_manual).
    {
      resolve: '@medusajs/medusa/fulfillment',
      options: {
        providers: [
          { resolve: '@medusajs/medusa/fulfillment-manual', id: 'manual' },
          { resolve: './src/modules/matrix-fulfillment', id: 'matrix' },
        ],
      },
    },
    // Catalog texts in German: translations of products, options, option values, variants and
    // categories, served by the store routes with `locale=de-DE` (or the x-medusa-locale header).
    {
      resolve: '@medusajs/medusa/translation',
    },
    // Product safety (GPSR): each product's warnings and safety information, linked to the
    // product and translatable (src/modules/product-safety).
    {
      resolve: './src/modules/product-safety',
    },
    // --- Mail (issue 16): order confirmations over the shop's one SMTP path (SMTP_URL), sent
    // by src/subscribers/order-placed.ts. Kept as its own block for easy merging.
    {
      resolve: '@medusajs/medusa/notification',
      options: {
        providers: [
          {
            resolve: './src/modules/smtp-notification',
            id: 'smtp',
            options: {
              channels: ['email'],
              smtpUrl: process.env.SMTP_URL,
              from: process.env.SITE_MAIL_FROM || 'Tonewood <workshop@tonewood.example>',
            },
          },
        ],
      },
    },
    // --- end of mail
    ...redisModules,
  ],
  featureFlags: {
    translation: true,
  },
});
