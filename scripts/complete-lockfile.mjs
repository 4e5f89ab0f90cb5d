// Adds lockfile entries for platform-specific optional packages that npm left out.
//
// The npm registry reachable here mirrors only some platform builds (no darwin/win32/... variants
// of @swc/core or rollup, for example). `npm install` then silently leaves those optional packages
// out of package-lock.json, and `npm ci` refuses the lock ("Missing: ... from lock file"). This
// script records each missing variant with its version and platform so that `npm ci` accepts the
// lock and skips the variants that do not match the machine, as it does for any foreign platform.
// Run after every `npm install` that changes a lockfile: `npm run lock:complete` (root, cms/).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OS = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32'];
const CPU = ['arm64', 'arm', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!cpu) return undefined;
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.some((part) => part.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  // wasm32-wasi builds name no OS; their package.json restricts the CPU only.
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(os === 'linux' && libc ? { libc: [libc] } : {}) };
}

// The project folder is the first argument (default: the current folder).
const file = join(process.argv[2] ?? '.', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    const resolvable = [`${base}${name}`, `node_modules/${name}`].some((candidate) => lock.packages[candidate]);
    const platform = platformOf(name);
    if (resolvable || !platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...platform,
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added.push(`${name}@${version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `complete-lockfile: added ${added.length} entries: ${added.join(', ')}`
    : 'complete-lockfile: nothing missing',
);
