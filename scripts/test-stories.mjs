// Serves the static Storybook build and runs the Storybook test-runner against it in Debian's
// Chromium, once per language. Extra arguments go to test-storybook (e.g. -u to update baselines).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { scanFolders, stackSecrets } from './secret-scan.mjs';
import { serveStatic } from './static-server.mjs';
import { browserChangeNote, readBaselineBrowser, writeBaselineBrowser } from './story-baselines.mjs';
import { pathLeaks } from './storybook-paths.mjs';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6007);
if (!existsSync(`${dir}/index.html`)) {
  console.error(`test-stories: ${dir}/ is missing; run "npm run build:storybook" first.`);
  process.exit(1);
}

// No token or secret of the services in the built Storybook (issue 27; scripts/secret-scan.mjs).
const leaked = scanFolders([dir], stackSecrets()).findings;
for (const { file, names } of leaked) console.error(`test-stories: ${file} holds ${names.join(', ')}`);
if (leaked.length) process.exit(1);
// The build must not name the folder it was built in (docgen's filePath; scripts/storybook-paths.mjs).
const leaks = pathLeaks(dir, path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
if (leaks.length) {
  console.error(
    `test-stories: ${leaks.length} built files carry the checkout's absolute path (${leaks.slice(0, 3).join(', ')}${leaks.length > 3 ? ', …' : ''}); rebuild with "npm run build:storybook".`,
  );
  process.exit(1);
}
console.log(`test-stories: no built file carries the checkout's path`);

// The same server as `npm start`, so the runner opens stories by the links designers share.
const server = await serveStatic(dir, port);

// A link someone shares must open its story or docs page, query string and all (serve-handler's
// default cleanUrls once redirected /iframe.html?id=… to /iframe and showed "No Preview").
async function checkStoryLinks(base, browser) {
  const entries = Object.values(JSON.parse(readFileSync(`${dir}/index.json`, 'utf8')).entries);
  const story = entries.find((e) => e.type === 'story');
  const docs = entries.find((e) => e.type === 'docs');
  const links = [
    [`/?path=/story/${story.id}`, story.id, '#storybook-root > *'],
    [`/iframe.html?id=${story.id}&viewMode=story`, story.id, '#storybook-root > *'],
    ...(docs
      ? [
          [`/?path=/docs/${docs.id}`, docs.id, '#storybook-docs .sbdocs-title'],
          [`/iframe.html?id=${docs.id}&viewMode=docs`, docs.id, '#storybook-docs .sbdocs-title'],
        ]
      : []),
  ];
  const problems = [];
  const page = await browser.newPage();
  try {
    for (const [link, id, rendered] of links) {
      await page.goto(base + link);
      const frame = link.startsWith('/?')
        ? await (await page.waitForSelector('#storybook-preview-iframe')).contentFrame()
        : page.mainFrame();
      const shown = await frame
        .waitForSelector(rendered, { state: 'attached', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      const url = new URL(frame.url());
      if (!shown || url.pathname !== '/iframe.html' || url.searchParams.get('id') !== id)
        problems.push(`${link} -> ${url.pathname}${url.search}${shown ? '' : ' (nothing rendered)'}`);
    }
  } finally {
    await page.close();
  }
  if (problems.length) console.error(`test-stories: links do not open their story:\n  ${problems.join('\n  ')}`);
  else console.log(`test-stories: ${links.length} story and docs links open their story, query string kept`);
  return problems.length === 0;
}

const updating = process.argv.includes('-u') || process.argv.includes('--updateSnapshot');
const run = (locale, browserNote) =>
  new Promise((resolve) => {
    console.log(`\ntest-stories: ${locale} — every story renders, plays, passes axe and matches its baseline`);
    const args = ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...process.argv.slice(2)];
    if (process.env.CI && !updating) args.push('--ci');
    const env = { ...process.env, STORY_LOCALE: locale, STORY_BROWSER_NOTE: browserNote ?? '' };
    const child = spawn('npx', args, { stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });

// The Chromium of this run against the one the baselines were recorded with: printed first, and
// repeated in every failing screenshot and at the end when they differ.
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const version = browser.version();
const recorded = readBaselineBrowser();
const browserNote = browserChangeNote(recorded, version);
console.log(
  `test-stories: Chromium ${version} (${chromiumExecutable}); baselines recorded with Chromium ${recorded ?? '(not named)'}`,
);
let failed = 0;
try {
  failed += (await checkStoryLinks(`http://127.0.0.1:${port}`, browser)) ? 0 : 1;
} finally {
  await browser.close();
}
for (const locale of (process.env.STORY_LOCALES ?? 'en,de').split(','))
  failed += (await run(locale, browserNote)) === 0 ? 0 : 1;
server.close();
if (updating && !failed && recorded !== version) {
  writeBaselineBrowser(version);
  console.log(`test-stories: the baselines now record Chromium ${version}`);
}
if (failed && browserNote) console.error(`test-stories: ${browserNote}`);
process.exit(failed ? 1 : 0);
