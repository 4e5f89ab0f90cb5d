import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxUrl, startMailCatcher } from './mail-catcher.mjs';

const smtpPort = Number(process.env.MAIL_TEST_SMTP_PORT || 1026);
const webPort = Number(process.env.MAIL_TEST_WEB_PORT || 1081);

describe('the mail inbox', () => {
  let catcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort, webPort });
  });
  afterAll(() => catcher?.stop());

  it('is the address the README prints for npm start', () => {
    const row = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| Mail inbox'));
    expect(row).toContain(inboxUrl(1080));
  });

  it('answers its page to any client, not only to a browser', async () => {
    expect(catcher.inboxUrl).toBe(inboxUrl(webPort));
    const response = await fetch(catcher.inboxUrl, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/<html/i);
  });
});
