import { describe, expect, it } from 'vitest';
import { tokenList } from '@tonewood/tokens';
import { cn, paletteFamilies } from './cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    const hidden = false;
    expect(cn('a', hidden && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets a later Tailwind utility override a conflicting earlier one', () => {
    expect(cn('px-3 text-sm bg-amber-700', 'px-5 bg-walnut-800')).toBe('text-sm px-5 bg-walnut-800');
    expect(cn('h-11 rounded-md shadow-sm', 'h-9 rounded-full shadow-lg')).toBe('h-9 rounded-full shadow-lg');
    expect(cn('inline-flex', 'hidden')).toBe('hidden');
  });

  it('keeps brand text colours and text sizes apart', () => {
    expect(cn('text-walnut-900 text-sm', 'text-lg')).toBe('text-walnut-900 text-lg');
    expect(cn('text-walnut-900 text-2xl', 'text-maple-50')).toBe('text-2xl text-maple-50');
  });

  it('lets padding shorthands override their sides, not the other way round', () => {
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });

  it('keeps variants separate from the base class', () => {
    expect(cn('bg-amber-700 hover:bg-amber-800', 'bg-walnut-800')).toBe('hover:bg-amber-800 bg-walnut-800');
    expect(cn('border border-walnut-700', 'border-2 border-oxblood-600')).toBe('border-2 border-oxblood-600');
  });

  it('keeps border sides apart from border colours', () => {
    expect(cn('border-b border-maple-300')).toBe('border-b border-maple-300');
    expect(cn('border-b-2 border-transparent', 'border-amber-700')).toBe('border-b-2 border-amber-700');
  });

  it('leaves utilities it does not know alone instead of dropping them', () => {
    expect(cn('text-balance text-walnut-900 bg-cover bg-maple-50 leading-5 text-xs')).toBe(
      'text-balance text-walnut-900 bg-cover bg-maple-50 leading-5 text-xs',
    );
  });

  it('knows every colour family of the token palette', () => {
    const families = new Set(tokenList.filter((t) => /^color\.[a-z]+\./.test(t.name)).map((t) => t.name.split('.')[1]));
    expect([...families].sort()).toEqual([...paletteFamilies].sort());
  });
});
