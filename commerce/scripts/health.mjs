// `npm run health`: exit 0 when Medusa answers /health and the store API accepts the key.
import { readEnvFile } from '@tonewood/rules';
import { defaultOptions } from './lib/stack.mjs';

const { siteEnvFile, host, port } = defaultOptions();
const env = readEnvFile(siteEnvFile);
const url = env.MEDUSA_BACKEND_URL || `http://${host}:${port}`;
try {
  const health = await fetch(`${url}/health`);
  if (!health.ok) throw new Error(`/health answered ${health.status}`);
  const headers = env.MEDUSA_PUBLISHABLE_KEY ? { 'x-publishable-api-key': env.MEDUSA_PUBLISHABLE_KEY } : {};
  const matrix = await fetch(`${url}/store/shipping-matrix`, { headers });
  if (!matrix.ok) throw new Error(`/store/shipping-matrix answered ${matrix.status}`);
  const { zones } = await matrix.json();
  console.log(`[commerce] healthy at ${url} (${zones.length} shipping zones)`);
} catch (error) {
  console.error(`[commerce] not healthy at ${url}: ${error.message}`);
  process.exit(1);
}
