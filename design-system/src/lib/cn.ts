import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

// Our own value tests for the groups below. tailwind-merge's `validators` export is one object
// holding all of its validators and their patterns, so importing it keeps every one in the bundle.
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
const isFraction = (value: string) => /^\d+\/\d+$/.test(value);
const isTshirtSize = (value: string) => /^(?:\d+(?:\.\d+)?)?(?:xs|sm|md|lg|xl)$/.test(value);
const isArbitraryValue = (value: string) => /^\[.+\]$/.test(value);
const isArbitraryVariable = (value: string) => /^\(.+\)$/.test(value);

// The brand palette families from @tonewood/tokens (cn.test.ts fails when a family is missing).
export const paletteFamilies = ['maple', 'walnut', 'amber', 'oxblood', 'moss', 'slate'];
const colorPattern = new RegExp(
  `^(?:white|black|transparent|current|inherit|(?:${paletteFamilies.join('|')})-\\d+)(?:/\\d+)?$`,
);
const isColor = (value: string) => colorPattern.test(value) || isArbitraryValue(value) || isArbitraryVariable(value);
const scale = [isNumber, isFraction, isArbitraryValue, isArbitraryVariable, 'auto', 'full', 'px', 'fit'];
const sides = (prefix: string) =>
  Object.fromEntries(['', 'x', 'y', 't', 'r', 'b', 'l'].map((s) => [`${prefix}${s}`, [{ [`${prefix}${s}`]: scale }]]));

/**
 * tailwind-merge with a config for the utilities this system and its consumers override
 * (spacing, size, colour, type, border, radius, shadow, layout). The library's full default
 * config costs about 8 KB gzip in every bundle that imports a component; this one is a fraction.
 * Classes outside these groups are still joined, just not de-duplicated.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    ...sides('p'),
    ...sides('m'),
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    w: [{ w: scale }],
    h: [{ h: scale }],
    size: [{ size: scale }],
    'max-w': [{ 'max-w': [isTshirtSize, ...scale] }],
    gap: [{ gap: scale }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryValue] }],
    'text-color': [{ text: [isColor] }],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold'] }],
    'font-family': [{ font: ['display', 'sans', 'mono'] }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', isNumber, isArbitraryValue] }],
    'bg-color': [{ bg: [isColor] }],
    'border-w': [{ border: ['', isNumber] }],
    ...Object.fromEntries(
      ['x', 'y', 't', 'r', 'b', 'l'].map((s) => [`border-w-${s}`, [{ [`border-${s}`]: ['', isNumber] }]]),
    ),
    'border-color': [{ border: [isColor] }],
    rounded: [{ rounded: ['', 'none', 'full', isTshirtSize, isArbitraryValue] }],
    shadow: [{ shadow: ['', 'none', isTshirtSize, isArbitraryValue] }],
    justify: [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
    items: [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names and lets later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
