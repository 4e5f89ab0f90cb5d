// The site functions' durable mail outbox: a function hands its mail to the outbox and answers
// success once the mail is on disk; the outbox sends it when the SMTP server answers, also after a
// restart of the server, and once. A folder of JSON files (SITE_MAIL_OUTBOX_DIR):
//
//   tmp/       a mail being written (fsynced, then renamed: a reader never sees half a file)
//   pending/   <due>-<id>.json: waiting; <due> is when it may be tried next (ms since the epoch)
//   claimed/   <id>.json.<claimedAt>.<pid>: one process is sending it (claimed by rename, which
//              only one of several processes on the same folder can win)
//
// A sent mail is deleted; a failed one goes back to pending/ with its attempt counted and a later
// due time (exponential backoff). A claim older than the lease (a process died while sending) goes
// back to pending/: the one case in which a mail can go out twice (SMTP took it, the process died
// before deleting it), the price of never losing one.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Retry after 1 s, 2 s, 4 s ... at most every 5 minutes (SITE_MAIL_RETRY_MAX_MS). */
const OUTBOX_DEFAULTS = { intervalMs: 2000, retryBaseMs: 1000, retryMaxMs: 5 * 60_000, leaseMs: 10 * 60_000 };

/**
 * When attempt `attempts` (1, 2, ...) failed, the next try waits this long.
 * @param {number} attempts
 * @param {{ retryBaseMs: number, retryMaxMs: number }} [rules]
 */
export const retryDelay = (attempts, { retryBaseMs, retryMaxMs } = OUTBOX_DEFAULTS) =>
  Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));

const pendingName = (due, id) => `${String(due).padStart(15, '0')}-${id}.json`;
const dueOf = (name) => Number(name.slice(0, 15));

const missing = (error) => error?.code === 'ENOENT';

/** Writes `data` to `file` atomically and durably: a temporary file, fsync, rename. */
async function writeAtomically(tmpDir, file, data) {
  const tmp = path.join(tmpDir, `${randomUUID()}.json`);
  const handle = await open(tmp, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(data));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}

/**
 * @param {{ dir: string, send: (mail: any) => Promise<void>, now?: () => number, log?: (error: unknown) => void,
 *   intervalMs?: number, retryBaseMs?: number, retryMaxMs?: number, leaseMs?: number }} options
 */
export function createOutbox({ dir, send, now = Date.now, log = () => {}, ...settings }) {
  const options = { ...OUTBOX_DEFAULTS, ...settings };
  const dirs = { tmp: path.join(dir, 'tmp'), pending: path.join(dir, 'pending'), claimed: path.join(dir, 'claimed') };
  let ready;
  const prepare = () =>
    (ready ??= Promise.all(Object.values(dirs).map((d) => mkdir(d, { recursive: true, mode: 0o700 }))));
  let timer;
  let running;
  let again = false;

  /** Claims back what a process left behind when it died while sending. */
  async function releaseStaleClaims() {
    for (const name of await readdir(dirs.claimed)) {
      const [file, claimedAt] = name.split(/\.json\./);
      if (!claimedAt || now() - Number(claimedAt.split('.')[0]) < options.leaseMs) continue;
      await rename(path.join(dirs.claimed, name), path.join(dirs.pending, `${file}.json`)).catch((error) => {
        if (!missing(error)) throw error;
      });
    }
  }

  /** Tries one pending mail: claim, send, delete or put back with a later due time. */
  async function attempt(name) {
    const claimed = path.join(dirs.claimed, `${name}.${now()}.${process.pid}`);
    try {
      await rename(path.join(dirs.pending, name), claimed);
    } catch (error) {
      if (missing(error)) return 'taken'; // another process claimed it first
      throw error;
    }
    const entry = JSON.parse(await readFile(claimed, 'utf8'));
    try {
      await send(entry.mail);
    } catch (error) {
      const attempts = (entry.attempts ?? 0) + 1;
      const due = now() + retryDelay(attempts, options);
      log(new Error(`mail outbox: sending ${entry.id} failed (attempt ${attempts}): ${error?.message ?? error}`));
      await writeAtomically(dirs.tmp, path.join(dirs.pending, pendingName(due, entry.id)), {
        ...entry,
        attempts,
        lastError: String(error?.message ?? error).slice(0, 500),
      });
      await unlink(claimed);
      return 'failed';
    }
    await unlink(claimed);
    return 'sent';
  }

  async function drainOnce() {
    await prepare();
    await releaseStaleClaims();
    const due = (await readdir(dirs.pending)).filter((name) => name.endsWith('.json') && dueOf(name) <= now()).sort();
    let sent = 0;
    for (const name of due) {
      const outcome = await attempt(name);
      if (outcome === 'sent') sent++;
      // Stop at the first failure: the server is down for the rest too (they keep their order).
      if (outcome === 'failed') break;
    }
    return sent;
  }

  /** Sends every due mail; a call during a drain runs one more drain after it. Resolves to how many were sent. */
  function drain() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await drainOnce();
      } while (again);
      return sent;
    })()
      .catch((error) => {
        log(error);
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  }

  return {
    /** Keeps the mail durably; resolves once it is on disk, then tries to send it at once. */
    async enqueue(mail) {
      await prepare();
      const id = `${now().toString(36)}-${randomUUID()}`;
      await writeAtomically(dirs.tmp, path.join(dirs.pending, pendingName(now(), id)), {
        id,
        mail,
        attempts: 0,
        queuedAt: new Date(now()).toISOString(),
      });
      void drain();
      return id;
    },
    drain,
    /** Drains now and then every intervalMs (the timer does not keep the process alive). */
    start() {
      void drain();
      timer ??= setInterval(() => void drain(), options.intervalMs);
      timer.unref?.();
    },
    /** Stops the timer and waits for a drain under way. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    /** How many mails wait (pending and claimed). */
    async size() {
      await prepare();
      return (await readdir(dirs.pending)).length + (await readdir(dirs.claimed)).length;
    },
  };
}
