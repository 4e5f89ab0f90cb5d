// `npm start`: builds if the sources changed, starts Strapi through the repository's one stack
// launcher and prints one "ready" line once the API answers. Stops Strapi when it is stopped itself.
// Strapi's own settings (PORT, DATABASE_FILENAME, PUBLIC_DIR, SITE_ENV_FILE ...) come from the environment.
import { startStack } from '../../scripts/stack/index.mjs';

const started = Date.now();
let stack;
try {
  stack = await startStack({
    services: ['cms'],
    ports: { cms: Number(process.env.PORT ?? 1337) },
    cms: { host: process.env.HOST },
    log: (service, line) => console.log(line.startsWith(`${service}:`) ? line : `${service}: ${line}`),
    onExit: (service, how) => {
      console.error(`${service}: Strapi stopped (${how})`);
      process.exit(1);
    },
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.stop().then(() => process.exit(0)));
const { url, siteEnvFile } = stack.cms;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`cms: ready at ${url} in ${seconds} s (API ${url}/api, site tokens in ${siteEnvFile})`);
