// `npm start`: builds if the sources changed, starts Strapi and prints one "ready" line once the
// API answers. Stops Strapi when it is stopped itself.
import { apiUrl, build, ensureSecrets, ensureUploadDir, isHealthy, spawnStrapi, waitUntilHealthy } from './lib/cms.mjs';

const started = Date.now();
const url = apiUrl();
if (await isHealthy(url)) {
  console.error(`cms: something already answers at ${url}; stop it or choose another PORT.`);
  process.exit(1);
}
ensureSecrets();
ensureUploadDir();
build();

const child = spawnStrapi();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

try {
  await waitUntilHealthy(url, { child });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `cms: ready at ${url} in ${seconds} s (API ${url}/api, site tokens in ${process.env.SITE_ENV_FILE ?? 'cms/.site.env'})`,
  );
} catch (error) {
  console.error(error.message);
  child.kill('SIGTERM');
  process.exitCode = 1;
}
