// What the site functions leave behind, as the workshop sees it: entries in Strapi (read with
// the admin's sign-in: the API has no read route for submissions) and mails in the catcher.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CMS_SECRET_KEYS, loadOrCreateSecrets } from '../../scripts/secrets.mjs';

async function eventually(read, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await read();
    if (last) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.fail(`${what} did not happen within ${timeout / 1000} s`);
}

/** The mail and Strapi readers of the e2e stack's mail catcher and CMS. */
export function cmsAndMail({ cmsUrl, mail }) {
  const mailTo = (address) =>
    eventually(
      async () => (await mail.inbox()).find((m) => m.to.some((t) => t.address === address)),
      `a mail to ${address}`,
    );

  /** Entries the admin panel sees (the API has no read route for submissions). */
  let adminToken;
  const adminEntries = async (uid, field, value) => {
    // One sign-in for all checks: Strapi limits sign-ins per address.
    adminToken ??= (async () => {
      const password = loadOrCreateSecrets({ keys: CMS_SECRET_KEYS }).values.CMS_ADMIN_PASSWORD;
      const email = process.env.ADMIN_EMAIL ?? process.env.CMS_ADMIN_EMAIL ?? 'admin@tonewood.local';
      const login = await fetch(`${cmsUrl}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const answer = await login.json();
      assert.ok(answer.data?.token, `admin sign-in: ${login.status} ${JSON.stringify(answer.error)}`);
      return answer.data.token;
    })();
    const token = await adminToken;
    const res = await fetch(
      `${cmsUrl}/content-manager/collection-types/${uid}?filters[${field}][$eq]=${encodeURIComponent(value)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    assert.equal(res.status, 200, 'the admin reads the submissions');
    return (await res.json()).results;
  };

  /** How many entries of a type Strapi holds (drafts and published alike, as the admin sees them). */
  const adminCount = async (uid) => {
    await adminEntries(uid, 'id', '0');
    const res = await fetch(`${cmsUrl}/content-manager/collection-types/${uid}?pageSize=1`, {
      headers: { authorization: `Bearer ${await adminToken}` },
    });
    assert.equal(res.status, 200, 'the admin counts the submissions');
    return (await res.json()).pagination.total;
  };

  return { mailTo, adminEntries, adminCount };
}

/**
 * Resolves once the site's mail outbox (SITE_MAIL_OUTBOX_DIR, set by e2e/run.mjs) holds no mail
 * waiting or being sent: the functions answer once a mail is queued, and it reaches the catcher a
 * moment later, so a count of mails waits for this first.
 */
export async function outboxDrained(timeoutMs = 60_000) {
  const dir = process.env.SITE_MAIL_OUTBOX_DIR;
  if (!dir) return;
  const waiting = async () => {
    let count = 0;
    for (const sub of ['pending', 'claimed'])
      count += (await readdir(path.join(dir, sub)).catch(() => [])).filter((name) => name.includes('.json')).length;
    return count;
  };
  const deadline = Date.now() + timeoutMs;
  for (let left = await waiting(); left > 0; left = await waiting()) {
    assert.ok(Date.now() < deadline, `${left} mails still in the outbox ${dir} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
