// What leaves the shop, checked last (issue 27): every mail caught during the run rendered in
// Chromium (requests carrying script tags, event handlers and javascript: links are sent first,
// so their mails are among them): no script runs, no handler or javascript: link survives. And no
// token or secret the services hold (scripts/secret-scan.mjs) in the built site nor in any mail.
import assert from 'node:assert/strict';
import path from 'node:path';
import { PAYLOAD } from './support/probes.mjs';
import { cmsAndMail } from './support/submissions.mjs';
import { scanFolders, secretsInText, stackSecrets } from '../scripts/secret-scan.mjs';

const HOSTILE = {
  script: PAYLOAD,
  handler: '"><img src=x onerror="window.__ran=1">',
  link: 'javascript:window.__ran=1',
};

export function outputChecks({ siteUrl, publicDir, cmsUrl, mail, buildEnv }) {
  const { mailTo } = cmsAndMail({ cmsUrl, mail });

  return {
    'mails rendered in Chromium: no script runs, no handler or javascript: link survives': async ({ page }) => {
      // Requests that reach a mail with hostile text in every field a shopper types.
      for (const [kind, text] of Object.entries(HOSTILE)) {
        const email = `e2e-inert-${kind}@example.org`;
        const res = await fetch(`${siteUrl}/api/contact-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: text,
            email,
            location: text,
            annotation: `${text}\n<a href="javascript:window.__ran=1">link</a>`,
            consent: true,
            locale: kind === 'link' ? 'de' : 'en',
          }),
        });
        // Refused as a whole (a name the rules do not take) is inert too; accepted, its mail is read below.
        if (res.ok) await mailTo(email);
      }
      const inbox = await mail.inbox();
      assert.ok(inbox.length > 0, 'the run caught mails');
      // The site's mails are plain text (inert as they are); Medusa's order mails are HTML.
      const mails = inbox.filter((m) => m.html);
      const context = await page.context().browser().newContext({ javaScriptEnabled: true });
      try {
        const p = await context.newPage();
        let dialogs = 0;
        p.on('dialog', (dialog) => {
          dialogs++;
          return dialog.dismiss();
        });
        for (const m of mails) {
          await p.setContent(m.html, { waitUntil: 'load' });
          const found = await p.evaluate(() => ({
            ran: Boolean(globalThis.__ran || globalThis.__fuzzed),
            scripts: globalThis.document.querySelectorAll('script').length,
            handlers: [...globalThis.document.querySelectorAll('*')].flatMap((el) =>
              [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
            ),
            links: [...globalThis.document.querySelectorAll('[href], [src], [action], [formaction]')]
              .flatMap((el) => ['href', 'src', 'action', 'formaction'].map((name) => el.getAttribute(name) ?? ''))
              .filter((url) => /^\s*(javascript|vbscript|data:text\/html)/i.test(url)),
          }));
          assert.deepEqual(found, { ran: false, scripts: 0, handlers: [], links: [] }, `mail "${m.subject}"`);
        }
        assert.equal(dialogs, 0, 'no dialog opened');
        return `${mails.length} HTML mails rendered, ${inbox.length - mails.length} plain text`;
      } finally {
        await context.close();
      }
    },

    'no secret or token of the services in the built site (public/) nor in any mail of the run': async () => {
      const secrets = stackSecrets([buildEnv.CMS_SITE_ENV_FILE, buildEnv.COMMERCE_SITE_ENV_FILE].filter(Boolean));
      const names = new Set(secrets.map((s) => s.name));
      // The check knows what it looks for: Strapi's keys and tokens, Medusa's secrets, the site's keys.
      for (const name of [
        'CMS_APP_KEYS',
        'CMS_ADMIN_JWT_SECRET',
        'COMMERCE_JWT_SECRET',
        'COMMERCE_COOKIE_SECRET',
        'SITE_ORDER_SECRET',
      ])
        assert.ok(names.has(name), `the scan knows ${name}`);
      const { files, findings } = scanFolders([publicDir], secrets);
      assert.deepEqual(
        findings.map(({ file, names: found }) => `${path.relative(publicDir, file)}: ${found.join(', ')}`),
        [],
        'secrets in public/',
      );
      const mails = await mail.inbox();
      const inMails = mails.flatMap((m) =>
        secretsInText(
          `${m.subject}\n${m.text ?? ''}\n${m.html ?? ''}\n${JSON.stringify(m.headers ?? {})}`,
          secrets,
        ).map((name) => `"${m.subject}": ${name}`),
      );
      assert.deepEqual(inMails, [], 'secrets in mails');
      return `${secrets.length} secrets (${names.size} names), ${files} files, ${mails.length} mails`;
    },
  };
}
