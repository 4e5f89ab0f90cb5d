// @vitest-environment node
// Medusa's admin API as the site's server reaches it, against a stand-in HTTP server that fails
// the way a real one can (issue 27): no answer at all, a 500, a page that is not JSON. Each is
// CommerceUnavailable (the functions answer 503), and a silent server is given up on in time.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CommerceUnavailable, createCommerceAdmin } from './data/commerce.mjs';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * A stand-in Medusa that signs in and then answers every other call with `answer` (or never). The
 * client's deadline is short only where the test is about the deadline: on a loaded machine a
 * stand-in that does answer can take longer than 200 ms.
 */
async function medusa(answer: ((res: ServerResponse) => void) | null, timeoutMs = 10_000) {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/auth/user/emailpass')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ token: 'jwt' }));
      return;
    }
    answer?.(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return createCommerceAdmin({ url: `http://127.0.0.1:${port}`, email: 'a@b.c', password: 'p', timeoutMs });
}

describe('the commerce admin client under faults', () => {
  it('a Medusa that never answers is unavailable after the deadline', async () => {
    const admin = await medusa(null, 200);
    const started = Date.now();
    await expect(admin.retrieveOrder('order_1', 'id')).rejects.toBeInstanceOf(CommerceUnavailable);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a 500 is unavailable', async () => {
    const admin = await medusa((res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'An unknown error occurred.' }));
    });
    await expect(admin.retrieveOrder('order_1', 'id')).rejects.toBeInstanceOf(CommerceUnavailable);
  });

  it('an answer that is not JSON is unavailable', async () => {
    const admin = await medusa((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>502 Bad Gateway</html>');
    });
    await expect(admin.retrieveOrder('order_1', 'id')).rejects.toBeInstanceOf(CommerceUnavailable);
  });

  it('a 404 is no order, not a failure', async () => {
    const admin = await medusa((res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Order with id: order_1 was not found' }));
    });
    await expect(admin.retrieveOrder('order_1', 'id')).resolves.toBeNull();
  });
});
