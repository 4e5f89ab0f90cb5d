// Runs the Gatsby CLI for the site (`node site/scripts/gatsby.mjs build`).
// The repository root is "type": "module", but Gatsby writes CommonJS into .cache/ (compiled
// gatsby-config/gatsby-node, the SSR renderer, functions). A .cache/package.json declaring
// "commonjs" makes Node load them as Gatsby expects; it must exist before Gatsby compiles.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
mkdirSync(path.join(root, '.cache'), { recursive: true });
writeFileSync(path.join(root, '.cache/package.json'), '{ "type": "commonjs" }\n');

const gatsbyCli = path.join(root, 'node_modules/gatsby/cli.js');
const child = spawn(process.execPath, [gatsbyCli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
