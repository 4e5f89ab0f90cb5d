// The secrets rule, the same for every service that reads secrets (Strapi, Medusa, and the
// scripts that generate .secrets.env for local starts): a secret is refused when it is missing,
// shorter than 32 characters or a publicly known development value, in every environment. A
// service that finds a refused secret prints ONE line (refusalLine) and exits with status 1.

export const MIN_SECRET_LENGTH = 32;

/**
 * Values that are public knowledge: this project's former development defaults, Medusa's built-in
 * fallback, Strapi's template values and the usual placeholders. Compared case-insensitively and
 * trimmed; a value starting with one of KNOWN_DEVELOPMENT_PREFIXES counts too.
 */
export const KNOWN_DEVELOPMENT_VALUES: readonly string[] = [
  'tonewood-dev-jwt-secret',
  'tonewood-dev-cookie-secret',
  'supersecret',
  'tobemodified',
  'postgres',
  'secret',
  'changeme',
];

/** Strapi's templates write toBeModified1, toBeModified2, ...; this project's old defaults were tonewood-dev-*. */
export const KNOWN_DEVELOPMENT_PREFIXES: readonly string[] = ['tobemodified', 'tonewood-dev-'];

/** Whether a value is one of the publicly known development values. */
export function isKnownDevelopmentValue(value: string): boolean {
  const normalised = value.trim().toLowerCase();
  return (
    KNOWN_DEVELOPMENT_VALUES.includes(normalised) ||
    KNOWN_DEVELOPMENT_PREFIXES.some((prefix) => normalised.startsWith(prefix))
  );
}

/**
 * What is wrong with a secret, as the end of a sentence ("is missing", "is shorter than 32
 * characters", "is a known development value"), or null when it is fine. `list: true` checks every
 * comma-separated part (Strapi's APP_KEYS key ring).
 */
export function secretProblem(value: string | null | undefined, { list = false } = {}): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'is missing';
  const parts = list ? value.split(',').map((part) => part.trim()) : [value];
  for (const part of parts) {
    if (isKnownDevelopmentValue(part)) return 'is a known development value';
    if (part.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/**
 * The problems of the named secrets in an environment, each as "<NAME> <reason>", in the order of
 * `names`. Names in `lists` are comma-separated key rings (secretProblem's `list`).
 */
export function secretProblems(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
  { lists = [] }: { lists?: readonly string[] } = {},
): string[] {
  return names.flatMap((name) => {
    const problem = secretProblem(env[name], { list: lists.includes(name) });
    return problem ? [`${name} ${problem}`] : [];
  });
}

/**
 * The one line a service prints before it exits because of its secrets:
 * "<service>: refusing to start: <NAME> <reason>; ... (set it, or run npm start to generate .secrets.env)".
 */
export function refusalLine(service: string, problems: readonly string[]): string {
  const subject = problems.length === 1 ? 'it' : 'them';
  return `${service}: refusing to start: ${problems.join('; ')} (set ${subject}, or run npm start to generate .secrets.env)`;
}
