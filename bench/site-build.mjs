// Site build time: a cold Gatsby build (cache and public/ cleared) of the whole bilingual site
// against private cms/ and commerce/ instances with the seeded content. Prints figures only.
// Note: clears and rewrites the repository's .cache/ and public/.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root, startCms, startCommerce } from '../e2e/stack.mjs';

const PORTS = { cms: 1349, medusa: 9013, postgres: 5443 };
const quiet = () => {};

function gatsbyBuild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'site/scripts/gatsby.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`build failed (exit ${code})\n${out.slice(-3000)}`)),
    );
  });
}

const cms = await startCms(quiet, PORTS.cms);
const commerce = await startCommerce(quiet, { port: PORTS.medusa, pgPort: PORTS.postgres, name: 'bench' });
try {
  const env = { CMS_SITE_ENV_FILE: cms.siteEnvFile, COMMERCE_SITE_ENV_FILE: commerce.siteEnvFile };
  rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  rmSync(path.join(root, 'public'), { recursive: true, force: true });
  let t = performance.now();
  const out = await gatsbyBuild(env);
  const cold = (performance.now() - t) / 1000;
  t = performance.now();
  await gatsbyBuild(env);
  const warm = (performance.now() - t) / 1000;
  const pages = /SitePage nodes: (\d+)/.exec(out)?.[1] ?? '?';
  console.log(`site build, cold (no .cache, no public/): ${cold.toFixed(1)} s for ${pages} pages`);
  console.log(`site build, warm (cache kept):           ${warm.toFixed(1)} s`);
} finally {
  await cms.stop();
  await commerce.stop();
}
