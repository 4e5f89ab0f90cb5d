// Root postinstall: cms/ and commerce/ are separate npm projects (Strapi and Medusa bring large
// dependency trees that must not be hoisted into the design system's), so `npm install` at the
// root installs them too, in parallel, with `npm ci` from their own lockfiles. A project whose
// node_modules already matches its lockfile is skipped.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const projects = ['cms', 'commerce'].filter((dir) => existsSync(`${dir}/package-lock.json`));

// Settings of the root invocation (a --workspace flag, say) must not leak into the nested installs.
const keep = new Set([
  'npm_config_cache',
  'npm_config_registry',
  'npm_config_userconfig',
  'npm_config_globalconfig',
  'npm_config_prefer_offline',
  // The headers native addons compile against (.ci/node-versions.sh: the proven Node's own).
  'npm_config_nodedir',
]);
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !key.toLowerCase().startsWith('npm_config_') || keep.has(key.toLowerCase()),
  ),
);

const upToDate = (dir) => {
  const marker = `${dir}/node_modules/.package-lock.json`;
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(`${dir}/package-lock.json`).mtimeMs;
};

const install = (dir) =>
  new Promise((resolve) => {
    if (upToDate(dir) && !process.env.CI) {
      console.log(`install-services: ${dir}/ is up to date`);
      return resolve(0);
    }
    console.log(`install-services: npm ci in ${dir}/ ...`);
    const started = Date.now();
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(
        `install-services: ${dir}/ ${code === 0 ? 'installed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(projects.map(install));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
