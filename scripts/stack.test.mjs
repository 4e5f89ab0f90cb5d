// @vitest-environment node
// The stack launcher's one health wait, and its refusal of a service it does not know.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilHealthy } from './stack/health.mjs';
import { startStack } from './stack/index.mjs';
import { sqliteAborts } from '../cms/scripts/lib/cms.mjs';

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server on a free port that answers `statuses` in turn, then the last one for good. */
async function answering(...statuses) {
  let asked = 0;
  server = createServer((req, res) => res.writeHead(statuses[Math.min(asked++, statuses.length - 1)]).end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/health`, asked: () => asked };
}

describe('waitUntilHealthy', () => {
  it('resolves once the URL answers 2xx, not before', async () => {
    const service = await answering(503, 404, 204);
    await waitUntilHealthy(service.url, { intervalMs: 10, timeoutMs: 5000 });
    expect(service.asked()).toBe(3);
  });

  it('gives up after its time, naming the URL', async () => {
    const service = await answering(503);
    await expect(waitUntilHealthy(service.url, { name: 'probe', intervalMs: 10, timeoutMs: 200 })).rejects.toThrow(
      `probe: ${service.url} did not answer within 0.2 s`,
    );
  });

  it('stops waiting as soon as the service process has exited', async () => {
    const service = await answering(503);
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await new Promise((resolve) => child.once('exit', resolve));
    const started = Date.now();
    await expect(waitUntilHealthy(service.url, { child, name: 'probe', timeoutMs: 60_000 })).rejects.toThrow(
      `probe exited (code 3) before ${service.url} answered`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('startStack', () => {
  it('refuses a service it does not know before starting anything', async () => {
    await expect(startStack({ services: ['cms', 'memcached'], quiet: true })).rejects.toThrow(
      'unknown service memcached',
    );
  });
});

describe('sqliteAborts', () => {
  it('is true from Node 24.19 on, where better-sqlite3 12 aborts, and false before', () => {
    expect(['20.20.2', '22.23.0', '24.18.1'].map((v) => sqliteAborts(v))).toEqual([false, false, false]);
    expect(['24.19.0', '24.21.0', '25.0.0', '26.10.0'].map((v) => sqliteAborts(v))).toEqual([true, true, true, true]);
  });
});
