// `npm start`: the whole shop on embedded defaults, through the one stack launcher
// (scripts/stack/): the mail catcher (maildev, SMTP 1025, inbox http://127.0.0.1:1080/index.html; none when
// SMTP_URL names a real server), Strapi on SQLite, Medusa on embedded PostgreSQL, Storybook, and
// the Gatsby site built against them and served at http://127.0.0.1:8000. Prints where to go;
// Ctrl-C stops all. `npm start -- --only cms,commerce` starts a part, `-- --ports cms=1338,...`
// and `-- --data DIR` move it to other ports and a data folder of its own.
// `npm run start:scaled [-- --servers N]` (or `npm start -- --scaled`) runs the production shape
// instead (issue 28): redis-server, Medusa as N server processes (default 2) plus one worker on
// Redis, Strapi on the one PostgreSQL, the site's server as N processes with its rate limit in Redis.
import { runFromCommandLine } from './stack/index.mjs';

// Medusa serves its admin dashboard at /app (built once, then cached in commerce/public/admin; the
// first start of commerce may take several minutes: migrate, seed, admin build).
process.env.MEDUSA_ADMIN ||= 'true';

const argv = process.argv.slice(2);
const serversAt = argv.indexOf('--servers');
const scale = argv.includes('--scaled') ? { servers: serversAt === -1 ? 2 : Number(argv[serversAt + 1]) } : null;

await runFromCommandLine(argv, {
  scale,
  ports: {
    mailSmtp: Number(process.env.MAIL_SMTP_PORT || 1025),
    mailWeb: Number(process.env.MAIL_WEB_PORT || 1080),
    site: Number(process.env.SITE_PORT || 8000),
  },
  // The shop runs without mail or without its site rather than not at all; each says why.
  optional: ['mail', 'site'],
  // A second start serves the last build when its sources, settings and content are unchanged
  // (scripts/stack/site-build-cache.mjs).
  site: { url: process.env.SITE_URL, reuse: true },
});
