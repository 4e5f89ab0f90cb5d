// `npm run health`: exits 0 when the CMS answers at HOST:PORT (default 127.0.0.1:1337), 1 if not.
// `npm run health -- --wait 60` waits up to 60 s for it.
import { waitUntilHealthy } from '../../scripts/stack/health.mjs';
import { apiUrl, healthUrl, isHealthy } from './lib/cms.mjs';

const url = apiUrl();
const waitIndex = process.argv.indexOf('--wait');
if (waitIndex !== -1) {
  const seconds = Number(process.argv[waitIndex + 1] ?? 60);
  try {
    await waitUntilHealthy(healthUrl(url), { name: 'cms', timeoutMs: seconds * 1000 });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
} else if (!(await isHealthy(url))) {
  console.error(`cms: not answering at ${url}`);
  process.exit(1);
}
console.log(`cms: healthy at ${url}`);
