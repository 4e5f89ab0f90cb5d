// No secret in the output (issue 27): every token and secret the services hold, looked for in
// what the public sees: the built site (public/), Storybook (storybook-static/) and the mails.
// The secrets are read from where the stack keeps them: .secrets.env (Strapi's APP_KEYS, salts
// and JWT secrets, Medusa's JWT and cookie secrets, the admin passwords, the site's signing keys)
// and the .site.env files the services write (Strapi's API tokens). Only Medusa's publishable
// key is public. `node scripts/secret-scan.mjs <dir>...` exits 1 naming file and secret.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFile } from '@tonewood/rules';
import { DEFAULT_SECRETS_FILE } from './secrets.mjs';

const SECRET_NAME = /SECRET|TOKEN|KEY|SALT|PASSWORD|PASS\b/i;
const PUBLIC_NAME = /PUBLISHABLE/i;
/** Shorter values are no secrets of ours (and would match by chance). */
const MIN_LENGTH = 12;

/**
 * The secrets in env files: { name, value } per secret value (comma lists split, e.g. APP_KEYS).
 * @param {string[]} files env files; missing ones are skipped
 */
export function secretsIn(files) {
  const secrets = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const [name, raw] of Object.entries(readEnvFile(file))) {
      if (!SECRET_NAME.test(name) || PUBLIC_NAME.test(name)) continue;
      for (const value of String(raw).split(','))
        if (value.trim().length >= MIN_LENGTH) secrets.push({ name, value: value.trim() });
    }
  }
  return secrets;
}

/** The local stack's secrets: .secrets.env plus the given .site.env files. */
export const stackSecrets = (siteEnvFiles = []) => secretsIn([DEFAULT_SECRETS_FILE, ...siteEnvFiles]);

/** Forms a secret can take in a file: as it is, URL-encoded, JSON-escaped. */
const formsOf = (value) => [...new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)])];

/** Where a secret occurs in a text: the names of the secrets found. */
export function secretsInText(text, secrets) {
  return secrets.filter(({ value }) => formsOf(value).some((form) => text.includes(form))).map(({ name }) => name);
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Every file under the folders (read as bytes, so maps and binaries count too): [{ file, names }].
 * @param {string[]} dirs
 */
export function scanFolders(dirs, secrets) {
  const findings = [];
  let files = 0;
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`secret-scan: ${dir} is not a folder`);
    for (const file of filesUnder(dir)) {
      files++;
      const names = secretsInText(readFileSync(file).toString('latin1'), secrets);
      if (names.length) findings.push({ file, names });
    }
  }
  return { files, findings };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  const secrets = stackSecrets(process.env.SECRET_SCAN_ENV_FILES?.split(path.delimiter).filter(Boolean));
  const { files, findings } = scanFolders(dirs.length ? dirs : ['public'], secrets);
  for (const { file, names } of findings) console.error(`secret-scan: ${file} holds ${names.join(', ')}`);
  console.log(
    `secret-scan: ${secrets.length} secrets, ${files} files in ${dirs.join(', ') || 'public'}: ${findings.length ? 'FOUND' : 'none found'}`,
  );
  process.exit(findings.length ? 1 : 0);
}
