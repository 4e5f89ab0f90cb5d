// Starts the real stack for the integration tests through the repository's one stack launcher, on
// its own embedded PostgreSQL data folder and ports, so a developer's running instance
// (9000/5433) is never touched. The tests can kill and restart Medusa through a small control
// server, because the process belongs to this setup.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from '../../scripts/mail-catcher.mjs';
import { startStack } from '../../scripts/stack/index.mjs';
import { commerceRoot, wipeDataDir } from '../scripts/lib/stack.mjs';

/** The site's origin the order mails link (no site runs in these tests). */
const STOREFRONT_URL = 'https://shop.tonewood.test';

export default async function setup(project) {
  const dataDir = path.resolve(commerceRoot, process.env.COMMERCE_TEST_DATA_DIR || '.data/test-postgres');
  if (!process.env.COMMERCE_TEST_KEEP_DATA) wipeDataDir(dataDir);
  // The key file goes to a temporary folder; it starts out world-readable, as a file written by
  // an older version would be, so the tests see whether the start tightens it.
  const siteEnvDir = mkdtempSync(path.join(tmpdir(), 'tonewood-commerce-test-'));
  const siteEnvFile = path.join(siteEnvDir, 'site.env');
  writeFileSync(siteEnvFile, 'MEDUSA_PUBLISHABLE_KEY=old\n', { mode: 0o644 });
  // Strapi's data folder for the order-mail tests, which start Strapi themselves (after checking
  // that a confirmation still goes out without it); Medusa reads its key file from here.
  const cmsDataDir = mkdtempSync(path.join(tmpdir(), 'tonewood-commerce-test-cms-'));
  const started = performance.now();
  // Medusa's smtp-notification provider sends the order confirmations to the private mail catcher.
  const stack = await startStack({
    services: ['mail', 'postgres', 'commerce'],
    ports: {
      mailSmtp: Number(process.env.COMMERCE_TEST_MAIL_SMTP_PORT || 1028),
      mailWeb: Number(process.env.COMMERCE_TEST_MAIL_WEB_PORT || 1083),
      postgres: Number(process.env.COMMERCE_TEST_PG_PORT || 5434),
      commerce: Number(process.env.COMMERCE_TEST_PORT || 9001),
    },
    dataDirs: { postgres: dataDir, cms: cmsDataDir },
    // Three orders per address and hour, so test/order-rate-limit.test.ts reaches the limit quickly.
    commerce: { siteEnvFile, storefrontUrl: STOREFRONT_URL, env: { COMMERCE_ORDER_RATE_MAX: '3' } },
    quiet: true,
  });
  const { commerce } = stack;
  // The mail catcher can be stopped and started again on its ports (the mail outage test).
  let { mail } = stack;
  const mailPorts = { smtpPort: Number(new URL(mail.smtpUrl).port), webPort: Number(new URL(mail.webUrl).port) };
  console.log(
    `[commerce tests] stack ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${commerce.url}`,
  );

  const control = createServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/kill') await commerce.kill();
      else if (req.method === 'POST' && req.url === '/restart') await commerce.restart();
      else if (req.method === 'POST' && req.url === '/seed') await commerce.seed();
      else if (req.method === 'POST' && req.url === '/mail-stop') await mail.stop();
      else if (req.method === 'POST' && req.url === '/mail-start') mail = await startMailCatcher(mailPorts);
      else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
    }
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));

  project.provide('medusaUrl', commerce.url);
  project.provide('publishableKey', commerce.publishableKey);
  project.provide('controlUrl', `http://127.0.0.1:${control.address().port}`);
  project.provide('siteEnvFile', siteEnvFile);
  project.provide('databaseUrl', commerce.databaseUrl);
  project.provide('adminEmail', commerce.admin.email);
  project.provide('adminPassword', commerce.admin.password);
  project.provide('mailUrl', mail.webUrl);
  project.provide('cmsDataDir', cmsDataDir);
  project.provide('storefrontUrl', STOREFRONT_URL);

  return async () => {
    control.close();
    await stack.stop();
    await mail.stop();
    rmSync(siteEnvDir, { recursive: true, force: true });
    rmSync(cmsDataDir, { recursive: true, force: true });
  };
}
