// The one health wait of every launcher (npm start, the e2e run, the benches, the services' own
// starts and test set-ups): a service is up when its health URL answers 2xx.

/** True when `url` answers 2xx within `timeoutMs`; false when it answers otherwise or not at all. */
export async function answers(url, { timeoutMs = 2000 } = {}) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

/**
 * Resolves once `url` answers 2xx. Rejects after `timeoutMs`, or as soon as `child` (the
 * service's process, when there is one) has exited: waiting longer for a dead process only hides
 * why it died.
 */
export async function waitUntilHealthy(url, { child, timeoutMs = 120_000, intervalMs = 100, name = 'service' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) before ${url} answered`);
    if (await answers(url)) return;
    if (Date.now() > deadline) throw new Error(`${name}: ${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
