/**
 * The CMS checks its own secrets when Strapi loads its config (config/server.ts, admin.ts,
 * plugins.ts call requireSecrets), so the rules hold however it is started: `npm start`, a bare
 * `strapi start`, a container. No secret has a default in code.
 *
 * The rules are those of scripts/secrets.mjs (which generates the values for local starts), kept
 * here as well because the compiled app must not depend on files outside cms/; cms/test/refusal.test.ts
 * checks them against a running Strapi.
 */

export const MIN_SECRET_LENGTH = 32;

/** Public values: the project's former defaults, Medusa's fallback, Strapi's template values, placeholders. */
const KNOWN_DEVELOPMENT_VALUES = [
  'tonewood-dev-jwt-secret',
  'tonewood-dev-cookie-secret',
  'supersecret',
  'tobemodified',
  'postgres',
  'secret',
  'changeme',
];

/** Every secret Strapi reads, by the plain name production sets. APP_KEYS is a comma-separated key ring. */
export const STRAPI_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * What is wrong with a secret ("is missing", ...), or null. Outside production only a missing value
 * counts, so a developer may try things with a value of their own; it is never replaced by a default.
 */
export function secretProblem(value: string | undefined, { list = false } = {}): string | null {
  if (value === undefined || value.trim() === '') return 'is missing';
  if (!isProduction()) return null;
  for (const part of list ? value.split(',').map((key) => key.trim()) : [value]) {
    const normalised = part.trim().toLowerCase();
    if (KNOWN_DEVELOPMENT_VALUES.includes(normalised) || normalised.startsWith('tobemodified')) {
      return 'is a known development value';
    }
    if (part.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/** Prints one line saying why and ends the process: Strapi must not come up half-configured. */
export function refuseToStart(problems: string[]): never {
  const subject = problems.length === 1 ? 'it' : 'them';
  console.error(
    `cms: refusing to start: ${problems.join('; ')} (set ${subject}, or run npm start to generate .secrets.env)`,
  );
  process.exit(1);
}

let checked = false;

/** Checks all of Strapi's secrets once per process, on the first config file that asks. */
export function requireSecrets(): void {
  if (checked) return;
  const problems = STRAPI_SECRETS.flatMap((name) => {
    const problem = secretProblem(process.env[name], { list: name === 'APP_KEYS' });
    return problem ? [`${name} ${problem}`] : [];
  });
  if (problems.length) refuseToStart(problems);
  checked = true;
}

/** A secret after requireSecrets() passed: present by then. */
export function secret(name: (typeof STRAPI_SECRETS)[number]): string {
  requireSecrets();
  return process.env[name] as string;
}
