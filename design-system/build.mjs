// Builds the package: ESM modules (vite) for its two entries, the components (dist/index.js) and
// the React-free schemas (dist/schemas/index.js), type declarations (tsc), the prebuilt
// stylesheet (Tailwind CLI) and the brand fonts cut to the tokens' weights (bundling/fonts.mjs).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildFonts } from './bundling/fonts.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
run('npx', ['@tailwindcss/cli', '-i', 'src/styles.css', '-o', 'dist/styles.css', '--minify']);
const fonts = await buildFonts('dist/fonts');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `design-system: built dist/ (ESM, types, styles.css, fonts: ${fonts.map((f) => `${f.file} ${kb(f.before)} -> ${kb(f.after)}`).join(', ')})`,
);
