// Site build time: a cold Gatsby build (cache and public/ cleared) of the whole bilingual site
// against private cms/ and commerce/ instances with the seeded content. Prints figures only.
// Note: clears and rewrites the repository's .cache/ and public/.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, root } from '../scripts/stack/index.mjs';
import { startBenchStack } from './stack.mjs';

const { cms, commerce, stop } = await startBenchStack(['cms', 'commerce']);
try {
  const env = { CMS_SITE_ENV_FILE: cms.siteEnvFile, COMMERCE_SITE_ENV_FILE: commerce.siteEnvFile };
  rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  rmSync(path.join(root, 'public'), { recursive: true, force: true });
  const { ms: coldMs, output } = await buildSite(env);
  const { ms: warmMs } = await buildSite(env);
  const [cold, warm] = [coldMs / 1000, warmMs / 1000];
  const pages = /SitePage nodes: (\d+)/.exec(output)?.[1] ?? '?';
  console.log(`site build, cold (no .cache, no public/): ${cold.toFixed(1)} s for ${pages} pages`);
  console.log(`site build, warm (cache kept):           ${warm.toFixed(1)} s`);
} finally {
  await stop();
}
