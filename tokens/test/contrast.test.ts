import { describe, expect, it } from 'vitest';
import { tokens } from '../dist/tokens.js';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const c = tokens.color;
// Text/background pairs the components use; each must reach WCAG AA for normal text (4.5:1).
const pairs: [string, string, string][] = [
  ['body text on page', c.walnut[900], c.maple[50]],
  ['secondary text on page', c.walnut[600], c.maple[50]],
  ['secondary text on card', c.walnut[600], c.maple[100]],
  ['primary button', c.white, c.amber[700]],
  ['primary button hover', c.white, c.amber[800]],
  ['secondary button', c.maple[50], c.walnut[800]],
  ['footer text', c.maple[50], c.walnut[800]],
  ['error text', c.oxblood[600], c.maple[50]],
  ['discount badge', c.white, c.oxblood[600]],
  ['available badge', c.moss[700], c.moss[100]],
  ['built-to-order badge', c.amber[800], c.amber[100]],
  ['out-of-stock badge', c.slate[600], c.slate[100]],
  ['link text', c.amber[800], c.maple[50]],
];

describe('brand palette contrast', () => {
  it.each(pairs)('%s reaches 4.5:1', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring on dark surfaces reaches 3:1 (non-text contrast)', () => {
    expect(contrast(c.amber[300], c.walnut[800])).toBeGreaterThanOrEqual(3);
    expect(contrast(c.amber[700], c.maple[50])).toBeGreaterThanOrEqual(3);
  });
});
