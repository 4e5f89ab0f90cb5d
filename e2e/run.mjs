// `npm run test:e2e`: the site's browser end-to-end tests. Starts private cms/ and commerce/
// instances and a mail catcher (own ports and data) through the stack launcher, builds the site
// against them, serves the build with the production server on a private port and checks it in
// Debian's Chromium (playwright-core).
// Note: the build writes the repository's public/ like any site build.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { privateDataDir, root, startStack } from '../scripts/stack/index.mjs';
import { readEnvFile } from '@tonewood/rules';
import { defineChecks } from './checks.mjs';
import { cspViolations } from './support/shopper.mjs';

const PORTS = {
  mailSmtp: Number(process.env.E2E_MAIL_SMTP_PORT || 1027),
  mailWeb: Number(process.env.E2E_MAIL_WEB_PORT || 1082),
  cms: Number(process.env.E2E_CMS_PORT || 1347),
  commerce: Number(process.env.E2E_MEDUSA_PORT || 9011),
  postgres: Number(process.env.E2E_PG_PORT || 5441),
  site: Number(process.env.E2E_SITE_PORT || 8011),
  // The scaled shape's (E2E_SCALED=1) Redis and Medusa worker.
  redis: Number(process.env.E2E_REDIS_PORT || 6391),
  commerceWorker: Number(process.env.E2E_MEDUSA_WORKER_PORT || 9012),
};
// E2E_SCALED=1 (npm run test:e2e:scaled, issue 28): the checkout and cart journeys against the
// production shape (Redis, E2E_SCALED_SERVERS Medusa servers plus a worker, Strapi on PostgreSQL,
// the site's server as as many processes). It serves the site the plain run built on the same
// ports and data (same publishable key and URLs) when there is one; E2E_BUILD=1 builds anew.
const scaled = process.env.E2E_SCALED === '1';
const SCALED_CHECKS = /^(checkout|cart journey)/i;

const manifest = path.join(root, 'public', '_route-manifest.json');
const buildMark = (base) => path.join(base, 'e2e-site-build.json');
/** public/ is the build an e2e run made on these ports and data (so it holds their key and URLs). */
function builtHere(base) {
  if (!existsSync(manifest) || !existsSync(buildMark(base))) return false;
  const mark = JSON.parse(readFileSync(buildMark(base), 'utf8'));
  return mark.mtimeMs === statSync(manifest).mtimeMs && mark.commerce === `http://127.0.0.1:${PORTS.commerce}`;
}
function markBuild(base, stack) {
  if (existsSync(manifest))
    writeFileSync(
      buildMark(base),
      JSON.stringify({ mtimeMs: statSync(manifest).mtimeMs, commerce: stack.commerce.url }),
    );
}

const started = Date.now();
const log = (line) => console.log(`[e2e ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${line}`);

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
  cleanups.length = 0;
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

let failures = 0;
try {
  log('starting a private mail catcher, cms and commerce, and building the site against them ...');
  // The Strapi database is fresh every run; the PostgreSQL folder is kept between runs (seeding
  // Medusa is the slow part; a changed seed updates it in place). Both seed their probe content
  // (script payloads, links the site must drop) for the checks.
  const cmsDir = mkdtempSync(path.join(tmpdir(), 'tonewood-e2e-cms-'));
  cleanups.push(async () => rmSync(cmsDir, { recursive: true, force: true }));
  const base = privateDataDir('e2e');
  // The withdrawal journeys send more than the function's few requests per address (e2e/withdrawal.mjs).
  process.env.SITE_WITHDRAWAL_RATE_MAX ??= '100';
  // The journeys mail the same few addresses many times (the fuzz, the forms); the per-recipient
  // limit itself is proven by site/server/functions/functions.test.ts.
  process.env.SITE_RECIPIENT_RATE_MAX ??= '1000';
  // The journeys place several orders per address over repeated runs on the kept database; the limit
  // itself is proven by commerce/test/order-rate-limit.test.ts.
  process.env.COMMERCE_ORDER_RATE_MAX ??= '1000';
  // The run's own mail outbox: a mail a killed run left behind never reaches another run's catcher.
  process.env.SITE_MAIL_OUTBOX_DIR ??= path.join(cmsDir, 'mail-outbox');
  if (scaled)
    log(`the scaled shape: ${process.env.E2E_SCALED_SERVERS || 2} server processes, Redis, Strapi on PostgreSQL`);
  const stack = await startStack({
    services: ['mail', 'cms', 'commerce', 'site'],
    ports: PORTS,
    dataDirs: { cms: cmsDir, postgres: path.join(base, 'postgres'), commerce: base },
    scratchData: true,
    probes: true,
    // E2E_BUILD=skip serves the build a previous run left in public/ (same ports, kept commerce
    // database and keys, the same seeded CMS content) instead of building again: for re-running checks.
    site: { build: process.env.E2E_BUILD !== 'skip' },
    quiet: true,
    log: (service, line) => log(`${service}: ${line}`),
    ...(scaled && {
      scale: { servers: Number(process.env.E2E_SCALED_SERVERS || 2) },
      site: { build: process.env.E2E_BUILD === '1' || !builtHere(base) },
    }),
  });
  cleanups.push(() => stack.stop());
  const { cms, commerce, mail, site } = stack;
  markBuild(base, stack);
  log(
    `mail ${mail.url}, cms ${cms.url}, commerce ${commerce.url} (${Math.round(commerce.timings.total / 1000)} s), site ${site.url}`,
  );
  const siteUrl = site.url;

  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  cleanups.push(() => browser.close());
  // Every journey runs as a visitor who has answered the cookie banner (declined), so the banner
  // covers nothing it clicks; the consent checks (e2e/consent.mjs) clear that choice again.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addCookies([{ name: 'cookiesAccepted', value: 'false', url: siteUrl }]);
    return context;
  };
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const violations = cspViolations(page);

  const checks = defineChecks({
    siteUrl,
    publicDir: path.join(root, 'public'),
    cmsUrl: cms.url,
    cmsToken: readEnvFile(cms.siteEnvFile).STRAPI_BUILD_TOKEN,
    commerceUrl: commerce.url,
    databaseUrl: stack.postgres?.url,
    buildEnv: site.buildEnv,
    // The cart journeys stop Medusa and start it again (same database: the carts survive).
    commerce: { stop: () => commerce.stop(), start: () => commerce.restart(), kill: () => commerce.kill() },
    // The fault checks stop Strapi while the site runs and start it again (same data).
    cms: { stop: () => cms.stop(), start: () => cms.restart() },
    mail,
  });
  // E2E_GREP=<regular expression> runs only the checks whose name matches (while developing).
  const only = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP, 'i') : scaled ? SCALED_CHECKS : null;
  for (const [name, check] of Object.entries(checks)) {
    if (only && !only.test(name)) continue;
    const t = Date.now();
    try {
      const note = await check({ page, violations });
      log(`ok   ${name}${note ? ` (${note})` : ''} ${Date.now() - t} ms`);
    } catch (error) {
      failures++;
      // Where in the check it failed: the first frame in e2e/ (Playwright's messages do not say).
      const at = (error.stack ?? '').split('\n').find((line) => line.includes('/e2e/') && !line.includes('run.mjs'));
      log(`FAIL ${name}\n     ${error.message.split('\n').join('\n     ')}${at ? `\n     ${at.trim()}` : ''}`);
    }
  }
} catch (error) {
  failures++;
  console.error(`[e2e] ${error.message}`);
} finally {
  await cleanup();
}
log(failures ? `${failures} check(s) failed` : 'all checks passed');
process.exit(failures ? 1 : 0);
