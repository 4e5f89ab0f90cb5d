// The parts of the system `npm test` needs besides Node and npm, each with the Debian package that
// brings it: a Chromium for the story and end-to-end suites, the fonts its screenshots are drawn
// with, and redis-server for the scaled shape's journeys. `npm test` checks them all before its
// first suite and stops at once with one line that installs every missing one; `.ci/run` asks
// `node scripts/system-parts.mjs --missing-packages` which packages to install.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

/** Debian's redis-server (REDIS_SERVER names another binary), else the first usual place. */
export function findRedisServer(env = process.env, exists = existsSync) {
  const candidates = [env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];
  return candidates.find((file) => file && exists(file)) ?? null;
}

/**
 * Each part: its Debian package, how to tell it is there, and what else can stand in for it. Fonts
 * are looked for where Debian puts them, and only on Linux (elsewhere the system's own fonts draw).
 */
export const SYSTEM_PARTS = [
  {
    name: 'Chromium',
    package: 'chromium',
    present: ({ env, exists }) => exists(findChromium(env, exists)),
    otherwise: 'or set CHROME_PATH to a Chromium or Chrome binary',
  },
  {
    name: 'the DejaVu fonts',
    package: 'fonts-dejavu-core',
    present: ({ exists, platform }) =>
      platform !== 'linux' || exists('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  },
  {
    name: 'the Liberation fonts',
    package: 'fonts-liberation',
    present: ({ exists, platform }) =>
      platform !== 'linux' || exists('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'),
  },
  {
    name: 'redis-server',
    package: 'redis-server',
    present: ({ env, exists }) => findRedisServer(env, exists) !== null,
    otherwise: 'or set REDIS_SERVER to a redis-server binary',
  },
];

/** The one line that installs every system part on Debian. */
export const INSTALL_LINE = `sudo apt-get install -y ${SYSTEM_PARTS.map((part) => part.package).join(' ')}`;

/** The parts that are missing on this machine. */
export function missingSystemParts({ env = process.env, exists = existsSync, platform = process.platform } = {}) {
  return SYSTEM_PARTS.filter((part) => !part.present({ env, exists, platform }));
}

/** One line naming what is missing and the command that installs it all, or null when nothing is. */
export function systemPartsProblem(missing) {
  if (missing.length === 0) return null;
  const names = missing.map((part) => (part.otherwise ? `${part.name} (${part.otherwise})` : part.name));
  return `npm test needs ${names.join(', ')}: install every system part it needs with: ${INSTALL_LINE}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingSystemParts();
  if (process.argv.includes('--missing-packages')) console.log(missing.map((part) => part.package).join(' '));
  else console.log(systemPartsProblem(missing) ?? 'every system part npm test needs is here');
}
