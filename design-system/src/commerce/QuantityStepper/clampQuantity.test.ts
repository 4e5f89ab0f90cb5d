import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clampQuantity';

describe('clampQuantity', () => {
  it('keeps valid whole quantities', () => {
    expect(clampQuantity('3')).toBe(3);
    expect(clampQuantity(7, 1, 10)).toBe(7);
  });

  it('never goes below 1', () => {
    expect(clampQuantity('0')).toBe(1);
    expect(clampQuantity('-4')).toBe(1);
    expect(clampQuantity(0)).toBe(1);
  });

  it('caps at the maximum when one is given', () => {
    expect(clampQuantity('12', 1, 5)).toBe(5);
    expect(clampQuantity(6, 2, 5)).toBe(5);
    expect(clampQuantity('999')).toBe(999);
  });

  it('drops decimals and stray characters', () => {
    expect(clampQuantity('2.7')).toBe(2);
    expect(clampQuantity(' 4 pcs')).toBe(4);
  });

  it('falls back to the previous quantity when nothing usable was typed', () => {
    expect(clampQuantity('', 3)).toBe(3);
    expect(clampQuantity('abc', 2, 5)).toBe(2);
    expect(clampQuantity('', 9, 5)).toBe(5);
    expect(clampQuantity('', Number.NaN)).toBe(1);
  });

  it('treats a maximum below 1 as 1', () => {
    expect(clampQuantity('3', 1, 0)).toBe(1);
  });
});
