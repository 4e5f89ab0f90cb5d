// Medusa Admin (/app, served when MEDUSA_ADMIN=true) must not be framed by another site: a page
// that frames it could trick a signed-in user into clicks (clickjacking). Medusa serves the admin
// build with express before any project middleware can run there (its admin loader mounts it at
// /app beside the API routes), so, as with the X-Powered-By header in middlewares.ts, this
// process adds the two headers to every answer under /app as its head is written: those of the
// admin build and of any 404 there alike.
import { ServerResponse } from 'node:http';

export const ADMIN_FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;

/** Whether a request path (express's originalUrl, or the raw url) is Medusa Admin's. */
export const isAdminAppPath = (path: string | undefined) => /^\/app(?:[/?#]|$)/i.test(path ?? '');

const withFrameHeaders = Symbol.for('tonewood.adminFrameHeaders');
const prototype = ServerResponse.prototype as ServerResponse & { [withFrameHeaders]?: true };
if (!prototype[withFrameHeaders]) {
  const writeHead = prototype.writeHead;
  prototype.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    const req = this.req as (typeof this.req & { originalUrl?: string }) | undefined;
    if (req && isAdminAppPath(req.originalUrl ?? req.url) && !this.headersSent) {
      // A policy already set (express's 404 sets `default-src 'none'`) keeps its directives.
      const policy = this.getHeader('Content-Security-Policy');
      this.setHeader(
        'Content-Security-Policy',
        policy
          ? `${String(policy)}; ${ADMIN_FRAME_HEADERS['Content-Security-Policy']}`
          : ADMIN_FRAME_HEADERS['Content-Security-Policy'],
      );
      this.setHeader('X-Frame-Options', ADMIN_FRAME_HEADERS['X-Frame-Options']);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  prototype[withFrameHeaders] = true;
}
