// Serves the static Storybook build and runs the Storybook test-runner against it in Debian's
// Chromium, once per language. Extra arguments go to test-storybook (e.g. -u to update baselines).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import handler from 'serve-handler';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6007);
if (!existsSync(`${dir}/index.html`)) {
  console.error(`test-stories: ${dir}/ is missing; run "npm run build:storybook" first.`);
  process.exit(1);
}

const server = createServer((req, res) => handler(req, res, { public: dir }));
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

const run = (locale) =>
  new Promise((resolve) => {
    console.log(`\ntest-stories: ${locale} — every story renders, plays, passes axe and matches its baseline`);
    const args = ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...process.argv.slice(2)];
    if (process.env.CI && !process.argv.includes('-u')) args.push('--ci');
    const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, STORY_LOCALE: locale } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

let failed = 0;
for (const locale of (process.env.STORY_LOCALES ?? 'en,de').split(',')) failed += (await run(locale)) === 0 ? 0 : 1;
server.close();
process.exit(failed ? 1 : 0);
