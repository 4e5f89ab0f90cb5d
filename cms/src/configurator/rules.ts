/**
 * The shapes of a configurator option value's JSON text fields (Strapi stores them as text: a JSON
 * attribute would become a node of its own in the site's build, and gatsby-source-strapi creates
 * such child nodes before their parent, whose update then deletes them on a warm rebuild):
 * - `models`: the model handles (Medusa products of the collection `configurator`) the value is
 *   offered for, e.g. ["custom-bass"]; absent means every model.
 * - `requires`: { groupKey: [valueKey, ...] }: the value can only be chosen when each named group
 *   has one of the listed values; the pseudo group `model` lists model handles.
 * A key may appear twice in a group only for disjoint models (one drawing per model).
 */

const GROUP_KEY = /^[a-zA-Z][a-zA-Z0-9]*$/;
const VALUE_KEY = /^[a-z0-9][a-z0-9-]*$/;

export type OptionValueInput = { key?: unknown; models?: unknown; requires?: unknown };

const REQUIRES_EXAMPLE = '{"topWood": ["flame-maple", "quilted-maple"]} or {"model": ["custom-guitar"]}';
const MODELS_EXAMPLE = '["custom-guitar"]';

/** The fields arrive as JSON text; a parsed value (a script or an older client) is taken as it is. */
function parsed(value: unknown): { value: unknown } | { error: string } {
  if (typeof value !== 'string') return { value };
  try {
    return { value: JSON.parse(value) };
  } catch {
    return { error: 'is not valid JSON' };
  }
}

const absent = (value: unknown) => value === undefined || value === null;
const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && VALUE_KEY.test(item));

function modelsProblem(raw: unknown): string | null {
  if (absent(raw)) return null;
  const read = parsed(raw);
  if ('error' in read) return `models ${read.error}`;
  if (!isKeyList(read.value)) return `models must be a non-empty list of model handles like ${MODELS_EXAMPLE}`;
  return new Set(read.value).size === read.value.length ? null : 'models names a model twice';
}

function requiresProblem(raw: unknown): string | null {
  if (absent(raw)) return null;
  const read = parsed(raw);
  if ('error' in read) return `requires ${read.error}`;
  const { value } = read;
  const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  if (!entries.length) return `requires must be an object like ${REQUIRES_EXAMPLE}`;
  for (const [group, keys] of entries) {
    if (!GROUP_KEY.test(group))
      return `requires names "${group}", which is not a group key (letters and digits, starting with a letter)`;
    if (!isKeyList(keys)) return `requires.${group} must be a non-empty list of value keys like ${REQUIRES_EXAMPLE}`;
  }
  return null;
}

const modelList = (raw: unknown): string[] | null => {
  const read = absent(raw) ? null : parsed(raw);
  return read && 'value' in read && isKeyList(read.value) ? read.value : null;
};

/** Every problem of a group's values, each naming the value; empty means valid. */
export function findOptionValueProblems(values: OptionValueInput[]): string[] {
  const problems: string[] = [];
  const name = (index: number) =>
    `values[${index}]${typeof values[index]?.key === 'string' ? ` (${values[index].key})` : ''}`;
  values.forEach((value, index) => {
    for (const problem of [modelsProblem(value.models), requiresProblem(value.requires)]) {
      if (problem) problems.push(`${name(index)}: ${problem}`);
    }
  });
  values.forEach((value, index) => {
    const earlier = values.findIndex((other) => other.key === value.key);
    if (earlier === index) return;
    const mine = modelList(value.models);
    const theirs = modelList(values[earlier].models);
    if (!mine || !theirs || mine.some((model) => theirs.includes(model))) {
      problems.push(
        `${name(index)}: the key is used by ${name(earlier)} too; a key may repeat only for disjoint models`,
      );
    }
  });
  return problems;
}
