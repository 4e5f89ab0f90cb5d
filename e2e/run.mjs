// `npm run test:e2e`: the site's browser end-to-end tests. Starts private cms/ and commerce/
// instances (own ports and data), builds the site against them, serves the build with the
// production server on a private port and checks it in Debian's Chromium (playwright-core).
// Note: the build writes the repository's public/ like any site build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { createServer } from '../site/server/serve.mjs';
import { functionsConfig } from '../site/server/functions/index.mjs';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { SITE_SECRET_KEYS, loadOrCreateSecrets } from '../scripts/secrets.mjs';
import { readEnvFile } from '@tonewood/rules';
import { defineChecks } from './checks.mjs';
import { PORTS, root, startCms, startCommerce } from './stack.mjs';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.MEDUSA_DISABLE_TELEMETRY = 'true';

const started = Date.now();
const log = (line) => console.log(`[e2e ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${line}`);

const cleanups = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
  cleanups.length = 0;
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

function buildSite(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'site/scripts/gatsby.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (c) => (tail = (tail + c).slice(-6000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`site build failed (exit ${code})\n${tail}`)),
    );
  });
}

let failures = 0;
try {
  // A private mail catcher: the site functions and Medusa send through it (SMTP_URL).
  const mail = await startMailCatcher({
    smtpPort: Number(process.env.E2E_MAIL_SMTP_PORT || 1027),
    webPort: Number(process.env.E2E_MAIL_WEB_PORT || 1082),
  });
  cleanups.push(() => mail.stop());
  process.env.SMTP_URL = mail.smtpUrl;
  log(`mail catcher: ${mail.webUrl}`);
  log('starting private cms and commerce ...');
  // Both seed their probe content (script payloads, links the site must drop) for the checks.
  let [cms, commerce] = await Promise.all([
    startCms(log, undefined, { probes: true }),
    startCommerce(log, { probes: true }),
  ]);
  // The cart journeys stop Medusa and start it again (same database: the carts survive).
  let commerceRunning = true;
  const commerceControl = {
    async stop() {
      await commerce.stop();
      commerceRunning = false;
    },
    async start() {
      commerce = await startCommerce(log, { probes: true });
      commerceRunning = true;
    },
  };
  cleanups.push(
    () => cms.stop(),
    () => (commerceRunning ? commerceControl.stop() : Promise.resolve()),
  );

  const siteUrl = `http://127.0.0.1:${PORTS.site}`;
  log('building the site against them ...');
  const buildEnv = {
    CMS_SITE_ENV_FILE: cms.siteEnvFile,
    COMMERCE_SITE_ENV_FILE: commerce.siteEnvFile,
    SITE_URL: siteUrl,
  };
  await buildSite(buildEnv);
  log('site built');

  const siteFunctions = functionsConfig(
    {
      ...process.env,
      SITE_URL: siteUrl,
      SITE_NEWSLETTER_SECRET: loadOrCreateSecrets({ keys: SITE_SECRET_KEYS }).values.SITE_NEWSLETTER_SECRET,
    },
    readEnvFile(cms.siteEnvFile),
  );
  const app = await createServer({ siteFunctions });
  await app.listen({ port: PORTS.site, host: '127.0.0.1' });
  cleanups.push(() => app.close());

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
  const violations = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(msg.text());
  });

  const cmsToken = readEnvFile(cms.siteEnvFile).STRAPI_BUILD_TOKEN;
  const checks = defineChecks({
    siteUrl,
    publicDir: path.join(root, 'public'),
    cmsUrl: cms.url,
    cmsToken,
    buildEnv,
    commerce: commerceControl,
    mail,
  });
  // E2E_GREP=<regular expression> runs only the checks whose name matches (while developing).
  const only = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP, 'i') : null;
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
