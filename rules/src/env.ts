// Env files (KEY=VALUE lines): the repository's .secrets.env and the .site.env files the cms/ and
// commerce/ starts write for the site. One parser and one writer for every reader and writer.
// Node's fs is reached through process.getBuiltinModule when a function runs, so this module
// can sit in a bundle for the browser (through the package index) without pulling in Node code.

export type EnvValues = Record<string, string>;

/**
 * KEY=VALUE lines; blank lines, # comments and anything else that is no assignment are skipped,
 * an `export ` in front is allowed, the value is trimmed and one pair of surrounding quotes
 * removed. A key set twice keeps its last value.
 */
export function parseEnv(text: string): EnvValues {
  const values: EnvValues = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!.trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) {
      value = value.slice(1, -1);
    }
    values[match[1]!] = value;
  }
  return values;
}

/** The text of an env file: optional `#` comment lines, then one KEY=VALUE line per entry. */
export function formatEnv(
  values: Readonly<EnvValues>,
  { comments = [] }: { comments?: readonly string[] } = {},
): string {
  for (const [key, value] of Object.entries(values)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`env: "${key}" is not a variable name`);
    if (/[\r\n]/.test(value)) throw new Error(`env: the value of ${key} spans lines`);
  }
  const lines = [
    ...comments.map((line) => `# ${line}`.trimEnd()),
    ...Object.entries(values).map(([key, value]) => `${key}=${value}`),
  ];
  return `${lines.join('\n')}\n`;
}

// The little of Node this module uses, typed here: the package is compiled without Node's types,
// so that no other rule can come to depend on them.
declare const process: {
  readonly pid: number;
  getBuiltinModule(id: 'node:fs'): {
    existsSync(file: string): boolean;
    readFileSync(file: string, encoding: 'utf8'): string;
    writeFileSync(file: string, text: string, options: { mode: number }): void;
    chmodSync(file: string, mode: number): void;
    mkdirSync(dir: string, options: { recursive: true }): unknown;
    renameSync(from: string, to: string): void;
    rmSync(file: string, options: { force: true }): void;
  };
  getBuiltinModule(id: 'node:path'): { dirname(file: string): string };
};
const fs = () => process.getBuiltinModule('node:fs');
const path = () => process.getBuiltinModule('node:path');

/** The values of an env file; {} when there is no such file. */
export function readEnvFile(file: string): EnvValues {
  const { existsSync, readFileSync } = fs();
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
}

/**
 * Writes an env file readable by its owner only (mode 0600), creating its folder. `content` is
 * either the values (written with formatEnv) or the finished text. The text goes to a temporary
 * file beside it that is renamed over it, so a reader sees the old or the new file, never half of
 * one, and a file left by an older version with a looser mode is replaced by one with 0600.
 */
export function writeEnvFile(
  file: string,
  content: Readonly<EnvValues> | string,
  options: { comments?: readonly string[] } = {},
): void {
  const { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } = fs();
  const text = typeof content === 'string' ? content : formatEnv(content, options);
  mkdirSync(path().dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true }); // a leftover would keep its own mode
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600); // whatever the umask
  renameSync(temporary, file);
}
