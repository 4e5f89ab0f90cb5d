import { describe, expect, it } from 'vitest';
import { availabilityOptions, filterOptions, pagefindFilters, plainExcerpt, sitePath, toSearchResult } from './rules';

describe('search rules', () => {
  it('turns Pagefind excerpts into plain text', () => {
    expect(plainExcerpt('Zwei <mark>Bässe</mark> &amp; ein   Amp')).toBe('Zwei Bässe & ein Amp');
    expect(plainExcerpt(undefined)).toBe('');
  });

  it('drops the trailing slash and index.html of directory pages', () => {
    expect(sitePath('/de/guitars/nomad/')).toBe('/de/guitars/nomad');
    expect(sitePath('/about/index.html')).toBe('/about');
    expect(sitePath('/')).toBe('/');
  });

  it('makes a product result with price, picture and availability', () => {
    expect(
      toSearchResult({
        url: '/de/guitars/nomad/',
        excerpt: 'Eine <mark>Reisegitarre</mark>',
        meta: { kind: 'product', title: 'Nomad', image: '/static/n.webp', price: '1490' },
        filters: { availability: ['built-to-order'], category: ['Gitarren'] },
      }),
    ).toEqual({
      url: '/de/guitars/nomad',
      kind: 'product',
      title: 'Nomad',
      excerpt: 'Eine Reisegitarre',
      image: '/static/n.webp',
      price: 1490,
      availability: 'built-to-order',
    });
  });

  it("carries a reduced product's original and 30-day lowest price, only with both", () => {
    const meta = { kind: 'product', title: 'Atlas', price: '2899', price_original: '3190', price_lowest: '3190' };
    expect(toSearchResult({ url: '/a/', meta })?.reduction).toEqual({ original: 3190, lowest: 3190 });
    expect(toSearchResult({ url: '/a/', meta: { ...meta, price_lowest: '' } })?.reduction).toBeUndefined();
  });

  it('gives journal and page results no product fields, and drops pages without a kind', () => {
    const post = toSearchResult({ url: '/blog/x/', meta: { kind: 'journal', title: 'X', image: '/x.webp' } });
    expect(post).toEqual({ url: '/blog/x', kind: 'journal', title: 'X', excerpt: '' });
    expect(toSearchResult({ url: '/cart/', meta: { title: 'Cart' } })).toBeNull();
  });

  it('shows no price when the product has none or an invalid one', () => {
    const result = toSearchResult({ url: '/p/', meta: { kind: 'product', title: 'P', price: 'n/a' } });
    expect(result?.price).toBeNull();
    expect(toSearchResult({ url: '/p/', meta: { kind: 'product', title: 'P' } })?.price).toBeNull();
  });

  it('lists filter values with counts: categories by name, availability in the shop’s order', () => {
    expect(filterOptions({ Gitarren: 8, Bässe: 6, Merch: 0 })).toEqual([
      { value: 'Bässe', count: 6 },
      { value: 'Gitarren', count: 8 },
    ]);
    expect(availabilityOptions({ 'out-of-stock': 2, available: 9, bogus: 1 })).toEqual([
      { value: 'available', count: 9 },
      { value: 'out-of-stock', count: 2 },
    ]);
  });

  it('passes only chosen filters to Pagefind', () => {
    expect(pagefindFilters({ category: 'Bässe', availability: '' })).toEqual({ category: 'Bässe' });
    expect(pagefindFilters({ category: '', availability: '' })).toEqual({});
  });
});
