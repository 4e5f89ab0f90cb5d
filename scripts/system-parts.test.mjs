import { describe, expect, it } from 'vitest';
import { INSTALL_LINE, findRedisServer, missingSystemParts, systemPartsProblem } from './system-parts.mjs';

const machine = (files, env = {}, platform = 'linux') => ({ env, platform, exists: (file) => files.includes(file) });
const debian = [
  '/usr/bin/chromium',
  '/usr/bin/redis-server',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];

describe('missingSystemParts', () => {
  it('finds nothing missing on a Debian machine set up as the README says', () => {
    expect(missingSystemParts(machine(debian))).toEqual([]);
    expect(systemPartsProblem([])).toBeNull();
  });

  it('names each missing part and gives one line that installs them all', () => {
    const missing = missingSystemParts(machine(['/usr/bin/chromium']));
    expect(missing.map((part) => part.package)).toEqual(['fonts-dejavu-core', 'fonts-liberation', 'redis-server']);
    const line = systemPartsProblem(missing);
    expect(line).toContain('redis-server (or set REDIS_SERVER');
    expect(line).toContain('the DejaVu fonts');
    expect(line).not.toContain('Chromium');
    expect(line).toContain('sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation redis-server');
    expect(line).not.toContain('\n');
  });

  it('reports a machine without redis-server, as a newcomer following the old README had', () => {
    const missing = missingSystemParts(machine(debian.filter((file) => !file.includes('redis'))));
    expect(missing.map((part) => part.name)).toEqual(['redis-server']);
  });

  it('takes CHROME_PATH and REDIS_SERVER for the browser and Redis', () => {
    const files = [...debian.slice(2), '/opt/chrome/chrome', '/opt/redis/bin/redis-server'];
    const env = { CHROME_PATH: '/opt/chrome/chrome', REDIS_SERVER: '/opt/redis/bin/redis-server' };
    expect(missingSystemParts(machine(files, env))).toEqual([]);
    expect(findRedisServer(env, (file) => files.includes(file))).toBe('/opt/redis/bin/redis-server');
  });

  it('does not look for Debian font files on macOS', () => {
    const files = ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/usr/local/bin/redis-server'];
    expect(missingSystemParts(machine(files, {}, 'darwin'))).toEqual([]);
  });

  it('installs the packages of every part in one line', () => {
    expect(INSTALL_LINE).toBe('sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation redis-server');
  });
});
