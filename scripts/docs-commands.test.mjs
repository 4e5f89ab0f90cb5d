// The README and docs/ name only commands that exist, so they cannot drift from the scripts:
// every fenced ```sh block's lines start with an npm script, a file of the repository, an
// installed tool or a known system command. And the README stays a first screen: at most 150
// lines, linking every file in docs/, whose relative links all resolve.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** npm's own commands that need no script (`test` and `start` run the package's scripts: checked as scripts). */
const NPM_BUILT_INS = new Set(['install', 'i', 'ci', 'exec', 'ls', 'outdated', 'update', 'version', 'pack']);
const NPM_SCRIPT_COMMANDS = new Set(['test', 'start', 'stop', 'restart']);
/** System commands the docs may name: installed by the reader, not by the repository. */
const SYSTEM_COMMANDS = new Set(['sudo', 'apt-get', 'git', 'curl', 'cd', 'cat', 'ls', 'redis-server', 'chromium']);

/** Each fenced ```sh block's command lines (comments, blank lines and continuations skipped), with line numbers. */
export function shellCommands(markdown) {
  const commands = [];
  let inBlock = false;
  let continued = false;
  markdown.split('\n').forEach((line, index) => {
    const fence = line.trim().match(/^```(\S*)/);
    if (fence) {
      inBlock = !inBlock && fence[1] === 'sh';
      continued = false;
      return;
    }
    if (!inBlock) return;
    const text = line.trim();
    const wasContinued = continued;
    continued = text.endsWith('\\');
    if (!text || text.startsWith('#') || wasContinued) return;
    commands.push({ line: index + 1, text });
  });
  return commands;
}

const scriptsOf = (dir) => {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : {};
};
const rootPackage = JSON.parse(read('package.json'));
const dependencies = new Set(Object.keys({ ...rootPackage.dependencies, ...rootPackage.devDependencies }));
const benches = readdirSync(path.join(root, 'bench')).map((f) => `bench/${f}`);

/** Why a command line names something that does not exist, or null. */
export function commandProblem(text) {
  // Words outside quotes; a trailing comment ends the command.
  const words = (text.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/^(['"])(.*)\1$/, '$2'));
  const hash = words.findIndex((w) => w.startsWith('#'));
  if (hash !== -1) words.length = hash;
  while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift(); // VAR=value prefixes
  const [command, ...args] = words;
  if (!command) return 'no command';
  if (command === 'npm') return npmProblem(args);
  if (command === 'node' || command === 'bash') {
    const file = args.find((a) => !a.startsWith('-'));
    return file && existsSync(path.join(root, file))
      ? null
      : `${command}: no file ${file ?? '(none)'} in the repository`;
  }
  if (command === 'npx') {
    const tool = args.find((a) => !a.startsWith('-'));
    const installed = tool && (existsSync(path.join(root, 'node_modules', '.bin', tool)) || dependencies.has(tool));
    return installed ? null : `npx: ${tool} is neither in node_modules/.bin nor in package.json`;
  }
  if (command.includes('/'))
    return existsSync(path.join(root, command)) ? null : `no file ${command} in the repository`;
  if (SYSTEM_COMMANDS.has(command)) return command === 'sudo' ? commandProblem(args.join(' ')) : null;
  return `${command} is no npm script, repository file or known system command`;
}

function npmProblem(args) {
  const prefixAt = args.indexOf('--prefix');
  const dir = prefixAt === -1 ? '.' : args[prefixAt + 1];
  const rest = prefixAt === -1 ? args : args.filter((_, i) => i !== prefixAt && i !== prefixAt + 1);
  const [sub, ...more] = rest;
  const scripts = scriptsOf(dir);
  const where = dir === '.' ? 'package.json' : `${dir}/package.json`;
  if (sub === 'run' || sub === 'run-script') {
    const script = more.find((a) => !a.startsWith('-'));
    if (!(script in scripts)) return `npm run ${script}: no such script in ${where}`;
    // `npm run bench -- <part>` runs the benchmarks whose path contains <part> (bench/run.mjs).
    const filter = more[more.indexOf('--') + 1];
    if (script === 'bench' && more.includes('--') && !benches.some((b) => b.includes(filter)))
      return `npm run bench -- ${filter}: no benchmark under bench/ matches`;
    return null;
  }
  if (NPM_SCRIPT_COMMANDS.has(sub)) return sub in scripts ? null : `npm ${sub}: no ${sub} script in ${where}`;
  return NPM_BUILT_INS.has(sub) ? null : `npm ${sub}: no such npm command`;
}

/** GitHub's anchor for a heading. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('the commands in the README and docs/', () => {
  it.each(docs)('%s names only commands that exist', (file) => {
    const problems = shellCommands(read(file))
      .map(({ line, text }) => ({ line, text, problem: commandProblem(text) }))
      .filter((c) => c.problem)
      .map((c) => `${file}:${c.line}: ${c.text}\n  ${c.problem}`);
    expect(problems).toEqual([]);
  });

  it('finds a script, a file or a tool that does not exist', () => {
    const doc = ['```sh', 'npm run nope', 'node scripts/nope.mjs', 'npx nope', 'make all', '```'].join('\n');
    expect(shellCommands(doc).map((c) => commandProblem(c.text))).toEqual([
      'npm run nope: no such script in package.json',
      'node: no file scripts/nope.mjs in the repository',
      'npx: nope is neither in node_modules/.bin nor in package.json',
      'make is no npm script, repository file or known system command',
    ]);
  });

  it('skips comments, continuation lines and other blocks, and reads the prefixes', () => {
    const doc = [
      '```sh',
      '# npm run nope',
      'npm run build -- \\',
      '  nope',
      '```',
      '```',
      'npm run nope',
      '```',
      '```sh',
      'E2E_GREP=checkout npm run test:e2e   # npm run nope',
      'npm run reset --prefix cms',
      'npm run bench -- bench/nope',
      '```',
    ].join('\n');
    expect(shellCommands(doc).map((c) => commandProblem(c.text))).toEqual([
      null,
      null,
      null,
      'npm run bench -- bench/nope: no benchmark under bench/ matches',
    ]);
  });
});

describe('the README', () => {
  const readme = read('README.md');

  it('is at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(docs.filter((f) => f !== 'README.md'))('links %s', (file) => {
    expect(readme).toContain(`](${file})`);
  });
});

describe('the links in the README and docs/', () => {
  it.each(docs)('%s links only files and headings that exist', (file) => {
    const broken = [];
    for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [relative, anchor] = target.split('#');
      const linked = relative ? path.posix.join(path.posix.dirname(file), relative) : file;
      if (!existsSync(path.join(root, linked))) broken.push(`${target}: no file ${linked}`);
      else if (anchor && linked.endsWith('.md')) {
        const prose = read(linked).replace(/^```[\s\S]*?^```/gm, '');
        const headings = [...prose.matchAll(/^#+ (.*)$/gm)].map(([, h]) => slug(h));
        if (!headings.includes(anchor)) broken.push(`${target}: no heading #${anchor} in ${linked}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
