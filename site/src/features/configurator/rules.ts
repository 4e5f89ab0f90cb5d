// The configurator's rules, pure: which values a model offers, which can be chosen with the rest
// of the configuration (and why not), the price, the picture's layers, the URL of a configuration
// and its reference number. The data comes from the services at build time: the models and their
// base prices from Medusa, the option groups from Strapi (site/gatsby/pages/configurator.ts).
import type { PreviewLayer } from '@tonewood/design-system';

/** A configurable model: a Medusa product of the collection `configurator`. */
export interface ConfiguratorModel {
  handle: string;
  title: string;
  description: string;
  /** The base price in EUR, VAT included (the German region's price). */
  price: number;
}

export interface OptionValue {
  key: string;
  label: string;
  description?: string | null;
  /** EUR, VAT included; may be 0 or negative. */
  priceDelta: number;
  swatch?: string | null;
  /** The value's picture layer (an SVG on the common 400 × 1000 canvas). */
  layerImage?: string | null;
  /** A colour (hex, alpha allowed) painted through the layer image or the group's mask. */
  layerColor?: string | null;
  /** The picture is mirrored (left-handed). */
  mirror?: boolean | null;
  /** The models this value is offered for; none = every model. */
  models?: string[] | null;
  /** The value needs one of these values in each named group (`model` names model handles). */
  requires?: Record<string, string[]> | null;
  /** The editor's own reason when the value cannot be chosen. */
  unavailableNote?: string | null;
}

export interface OptionGroup {
  key: string;
  label: string;
  description?: string | null;
  position: number;
  layout: 'swatch' | 'list';
  /** The group whose chosen image masks this group's colour-only values. */
  layerMask?: string | null;
  values: OptionValue[];
}

/** The model and one value key per group. */
export interface Configuration {
  model: string;
  choices: Record<string, string>;
}

/** The pseudo group of a `requires` rule that names models. */
export const MODEL_KEY = 'model';

/** The groups as the model offers them: in position order, each with the values for this model. */
export function groupsFor(groups: OptionGroup[], model: string): OptionGroup[] {
  return [...groups]
    .sort((a, b) => a.position - b.position)
    .map((group) => ({
      ...group,
      values: group.values.filter((value) => !value.models?.length || value.models.includes(model)),
    }))
    .filter((group) => group.values.length > 0);
}

/** A requirement a value misses: the group and the values it would need there. */
interface Unmet {
  group: string;
  needs: string[];
}

/** The first requirement of `value` the configuration does not meet, or null when it can be chosen. */
function unmetRequirement(value: OptionValue, configuration: Configuration): Unmet | null {
  for (const [group, needs] of Object.entries(value.requires ?? {})) {
    const current = group === MODEL_KEY ? configuration.model : configuration.choices[group];
    if (!needs.includes(current ?? '')) return { group, needs };
  }
  return null;
}

/** Why a value cannot be chosen, in words: the editor's note, else the groups and values it needs. */
export function unavailableReason(
  value: OptionValue,
  configuration: Configuration,
  { groups, models, needs }: { groups: OptionGroup[]; models: ConfiguratorModel[]; needs: (what: string) => string },
): string | null {
  const unmet = unmetRequirement(value, configuration);
  if (!unmet) return null;
  if (value.unavailableNote) return value.unavailableNote;
  const names =
    unmet.group === MODEL_KEY
      ? unmet.needs.map((handle) => models.find((m) => m.handle === handle)?.title ?? handle)
      : unmet.needs.map(
          (key) => groups.find((g) => g.key === unmet.group)?.values.find((v) => v.key === key)?.label ?? key,
        );
  return needs(names.join(' / '));
}

/** A choice the rules had to change: the value chosen was not possible any more (or never was). */
export interface Adjustment {
  group: string;
  from: string;
  to: string;
}

/**
 * Makes a configuration possible: every group of the model gets a value, the first that can be
 * chosen when its own is missing, unknown or not possible with the rest. Requirements may chain
 * (a finish that needs a top), so it repeats until nothing changes.
 */
export function settle(
  configuration: Configuration,
  groups: OptionGroup[],
): { configuration: Configuration; adjustments: Adjustment[] } {
  const offered = groupsFor(groups, configuration.model);
  let choices: Record<string, string> = {};
  for (const group of offered) {
    const chosen = configuration.choices[group.key];
    if (chosen !== undefined && group.values.some((v) => v.key === chosen)) choices[group.key] = chosen;
  }
  const offeredChoices = { ...choices };
  const adjustments: Adjustment[] = [];
  for (let round = 0; round <= offered.length; round++) {
    let changed = false;
    const next = { ...choices };
    for (const group of offered) {
      const current = group.values.find((v) => v.key === next[group.key]);
      if (current && !unmetRequirement(current, { model: configuration.model, choices: next })) continue;
      const first = group.values.find((v) => !unmetRequirement(v, { model: configuration.model, choices: next }));
      const to = first ?? group.values[0];
      if (!to || to.key === next[group.key]) continue;
      // Reported only when a value the model offers had to go (a value of another model, e.g. a
      // guitar's body after switching to the bass, is simply replaced).
      const from = offeredChoices[group.key];
      if (from !== undefined) adjustments.push({ group: group.key, from: current?.key ?? from, to: to.key });
      next[group.key] = to.key;
      changed = true;
    }
    choices = next;
    if (!changed) break;
  }
  return { configuration: { model: configuration.model, choices }, adjustments };
}

/** Changes one choice (or the model) and settles the rest. */
export function choose(
  configuration: Configuration,
  groups: OptionGroup[],
  group: string,
  value: string,
): { configuration: Configuration; adjustments: Adjustment[] } {
  const next =
    group === MODEL_KEY
      ? { model: value, choices: configuration.choices }
      : { model: configuration.model, choices: { ...configuration.choices, [group]: value } };
  return settle(next, groups);
}

interface PriceLine {
  group: OptionGroup;
  value: OptionValue;
}

/** The base price, every chosen value with its delta, and the total (cents exact). */
export function priceOf(configuration: Configuration, groups: OptionGroup[], models: ConfiguratorModel[]) {
  const model = models.find((m) => m.handle === configuration.model);
  const base = model?.price ?? 0;
  const lines: PriceLine[] = [];
  for (const group of groupsFor(groups, configuration.model)) {
    const value = group.values.find((v) => v.key === configuration.choices[group.key]);
    if (value) lines.push({ group, value });
  }
  const cents = lines.reduce((sum, line) => sum + Math.round(line.value.priceDelta * 100), Math.round(base * 100));
  return { base, lines, total: cents / 100 };
}

/** The picture of a configuration: one layer per chosen value that has artwork, bottom first. */
export function layersOf(configuration: Configuration, groups: OptionGroup[]) {
  const offered = groupsFor(groups, configuration.model);
  const chosen = (key: string) =>
    offered.find((g) => g.key === key)?.values.find((v) => v.key === configuration.choices[key]);
  const layers: PreviewLayer[] = [];
  let mirrored = false;
  for (const group of offered) {
    const value = chosen(group.key);
    if (!value) continue;
    if (value.mirror) mirrored = true;
    const id = `${group.key}-${value.key}`;
    const image = value.layerImage ?? undefined;
    const color = value.layerColor ?? undefined;
    if (image && color) layers.push({ id, color, mask: image });
    else if (image) layers.push({ id, image });
    else if (color) {
      const mask = group.layerMask ? (chosen(group.layerMask)?.layerImage ?? undefined) : undefined;
      if (mask) layers.push({ id, color, mask });
    }
  }
  return { layers, mirrored };
}

/** Every image a model's values can show: loaded with the page, so no choice waits for one. */
export function imagesOf(groups: OptionGroup[], model: string): string[] {
  const images = groupsFor(groups, model).flatMap((g) => g.values.map((v) => v.layerImage ?? ''));
  return [...new Set(images.filter(Boolean))];
}

/** The query string of a configuration: the model, then each group in order (shareable). */
export function toSearch(configuration: Configuration, groups: OptionGroup[]): string {
  const params = new URLSearchParams({ [MODEL_KEY]: configuration.model });
  for (const group of groupsFor(groups, configuration.model)) {
    const value = configuration.choices[group.key];
    if (value !== undefined) params.set(group.key, value);
  }
  return `?${params.toString()}`;
}

/** What the URL asked for that does not exist: dropped, the default taken instead. */
export type Dropped = { kind: 'model'; value: string } | { kind: 'value'; group: string; value: string };

/**
 * Reads a configuration from a query string: an unknown model, an unknown value of a group and
 * a value not offered for the model are dropped (and reported), parameters that are no group
 * (e.g. utm_source) are ignored, and the rest is settled.
 */
export function fromSearch(
  search: string,
  groups: OptionGroup[],
  models: ConfiguratorModel[],
): { configuration: Configuration; dropped: Dropped[]; adjustments: Adjustment[] } {
  const params = new URLSearchParams(search);
  const dropped: Dropped[] = [];
  const asked = params.get(MODEL_KEY);
  let model = models[0]?.handle ?? '';
  if (asked !== null) {
    if (models.some((m) => m.handle === asked)) model = asked;
    else dropped.push({ kind: 'model', value: asked });
  }
  const choices: Record<string, string> = {};
  for (const group of groupsFor(groups, model)) {
    const value = params.get(group.key);
    if (value === null) continue;
    if (group.values.some((v) => v.key === value)) choices[group.key] = value;
    else dropped.push({ kind: 'value', group: group.key, value });
  }
  const settled = settle({ model, choices }, groups);
  return { ...settled, dropped };
}

/** The same configuration gives the same reference: 'TW-' and its 32-bit FNV-1a hash in 7 base-36 characters. */
export function referenceOf(configuration: Configuration, groups: OptionGroup[]): string {
  let hash = 0x811c9dc5;
  for (const char of toSearch(configuration, groups)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `TW-${hash.toString(36).toUpperCase().padStart(7, '0')}`;
}
