// Runs the Gatsby CLI for the site (`node site/scripts/gatsby.mjs build`).
// The repository root is "type": "module", but Gatsby writes CommonJS into .cache/ (compiled
// gatsby-config/gatsby-node, the SSR renderer, functions). A .cache/package.json declaring
// "commonjs" makes Node load them as Gatsby expects; it must exist before Gatsby compiles.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
mkdirSync(path.join(root, '.cache'), { recursive: true });
writeFileSync(path.join(root, '.cache/package.json'), '{ "type": "commonjs" }\n');

// The site's stylesheet is Tailwind scanning the design system's and the site's sources for
// class names. Webpack's persistent cache does not notice a class added in those files, so a warm
// build would ship the old CSS. When any of them (or the site's browser and server entry points)
// changed since the last build, its cache goes.
function sourcesFingerprint() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|css)$/.test(entry.name)) {
        const { size, mtimeMs } = statSync(file);
        hash.update(`${file}:${size}:${mtimeMs}\n`);
      }
    }
  };
  for (const dir of ['design-system/src', 'site/src', 'site/config']) walk(path.join(root, dir));
  for (const file of ['gatsby-browser.tsx', 'gatsby-ssr.tsx']) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}
// The stamp records the sources a finished run's cache was built from. It is written after the
// run, because a cold build empties .cache/ (a stamp written before it would be lost, and the
// next, warm build would drop a cache that was in fact current).
const stamp = path.join(root, '.cache/tonewood-style-sources');
const fingerprint = sourcesFingerprint();
// Its redux state goes too: Gatsby re-renders only the pages whose data changed and puts the new
// scripts into the others through its scripts slice, but the hydration loader each page carries
// (site/config/hydration.mjs) names the scripts as well, and a page left with the old ones fails
// the build's check (site/build/route-manifest.mjs). Without the state every page is rendered.
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint) {
  rmSync(path.join(root, '.cache/webpack'), { recursive: true, force: true });
  rmSync(path.join(root, '.cache/redux'), { recursive: true, force: true });
  rmSync(stamp, { force: true });
}

const gatsbyCli = path.join(root, 'node_modules/gatsby/cli.js');
const child = spawn(process.execPath, [gatsbyCli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
child.on('exit', (code, signal) => {
  if (code === 0 && existsSync(path.join(root, '.cache'))) writeFileSync(stamp, fingerprint);
  process.exit(signal ? 1 : (code ?? 1));
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
