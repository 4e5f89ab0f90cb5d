// Builds the package: ESM modules (vite) for its two entries, the components (dist/index.js) and
// the React-free schemas (dist/schemas/index.js), type declarations (tsc) and the prebuilt
// stylesheet (Tailwind CLI).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
run('npx', ['@tailwindcss/cli', '-i', 'src/styles.css', '-o', 'dist/styles.css', '--minify']);
console.log('design-system: built dist/ (ESM, types, styles.css)');
