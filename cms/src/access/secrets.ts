/**
 * The CMS checks its own secrets when Strapi loads its config (config/server.ts, admin.ts,
 * plugins.ts call requireSecrets), so the rule holds however it is started: `npm start`, a bare
 * `strapi start`, a container. No secret has a default in code.
 *
 * What makes a secret acceptable, and the line printed when one is not, is the secrets rule of
 * @tonewood/rules (a file: dependency, so the compiled app needs nothing else outside cms/);
 * cms/test/refusal.test.ts checks it against a running Strapi.
 */
import { refusalLine, secretProblems } from '@tonewood/rules';

/** Every secret Strapi reads, by the plain name production sets. APP_KEYS is a comma-separated key ring. */
export const STRAPI_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

/** Prints one line saying why and ends the process: Strapi must not come up half-configured. */
export function refuseToStart(problems: string[]): never {
  console.error(refusalLine('cms', problems));
  process.exit(1);
}

let checked = false;

/** Checks all of Strapi's secrets once per process, on the first config file that asks. */
export function requireSecrets(): void {
  if (checked) return;
  const problems = secretProblems(process.env, STRAPI_SECRETS, { lists: ['APP_KEYS'] });
  if (problems.length) refuseToStart(problems);
  checked = true;
}

/** A secret after requireSecrets() passed: present by then. */
export function secret(name: (typeof STRAPI_SECRETS)[number]): string {
  requireSecrets();
  return process.env[name] as string;
}
