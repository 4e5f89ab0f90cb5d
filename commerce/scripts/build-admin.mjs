// Builds Medusa Admin (the dashboard at /app) into public/admin, where `medusa start` serves it
// from, unless the build there was made from the same inputs: Medusa's `medusa build` would also
// compile the whole server, which `npm start` does not use (it runs the sources). The inputs
// are the installed packages (package-lock.json) and this script; `--force` rebuilds anyway.
// Run by scripts/lib/stack.mjs when MEDUSA_ADMIN=true; by hand: `npm run build:admin`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const commerceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(commerceRoot, 'public', 'admin');
const stampFile = path.join(outDir, '.tonewood-build');

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', 'scripts/build-admin.mjs']) {
    const full = path.join(commerceRoot, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** True when public/admin holds a build of the current inputs. */
export function adminBuildIsCurrent() {
  return (
    existsSync(path.join(outDir, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === inputsHash()
  );
}

export async function buildAdmin({ force = false } = {}) {
  if (!force && adminBuildIsCurrent()) return false;
  // The bundler resolves its Vite root and outDir from the working directory.
  process.chdir(commerceRoot);
  const require = createRequire(path.join(commerceRoot, 'package.json'));
  const { build } = require('@medusajs/admin-bundler');
  await build({ disable: false, sources: [], plugins: [], path: '/app', backendUrl: '/', outDir });
  writeFileSync(stampFile, `${inputsHash()}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const built = await buildAdmin({ force: process.argv.includes('--force') });
  console.log(
    built
      ? `Medusa Admin built into ${path.relative(process.cwd(), outDir) || outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`
      : 'Medusa Admin build is current (public/admin); --force rebuilds',
  );
}
