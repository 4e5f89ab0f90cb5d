import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets a later Tailwind utility override a conflicting earlier one', () => {
    expect(cn('px-3 text-sm bg-amber-700', 'px-5 bg-walnut-800')).toBe('text-sm px-5 bg-walnut-800');
  });

  it('keeps brand text colours and text sizes apart', () => {
    expect(cn('text-walnut-900 text-sm', 'text-lg')).toBe('text-walnut-900 text-lg');
  });
});
