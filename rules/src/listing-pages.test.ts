import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, listingPageRoute, paginationItems, splitIntoPages } from './listing-pages.js';

const products = (n: number) => Array.from({ length: n }, (_, i) => `product-${i + 1}`);

describe('listing pages', () => {
  it('ships at most 48 cards a page', () => {
    expect(LISTING_PAGE_SIZE).toBe(48);
  });

  it('keeps a small category on one page, and an empty one as one empty page', () => {
    expect(splitIntoPages(products(17))).toEqual([products(17)]);
    expect(splitIntoPages(products(48))).toHaveLength(1);
    expect(splitIntoPages([])).toEqual([[]]);
  });

  it('splits a generated 2,000-product catalog into full pages and a rest, every product once, in order', () => {
    for (const n of [49, 96, 97, 400, 2000]) {
      const items = products(n);
      const pages = splitIntoPages(items);
      expect(pages).toHaveLength(Math.ceil(n / LISTING_PAGE_SIZE));
      expect(Math.max(...pages.map((p) => p.length))).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
      expect(pages.slice(0, -1).every((p) => p.length === LISTING_PAGE_SIZE)).toBe(true);
      expect(pages.flat()).toEqual(items);
    }
  });

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => splitIntoPages(products(3), 0)).toThrow(RangeError);
    expect(() => splitIntoPages(products(3), 2.5)).toThrow(RangeError);
  });

  it('puts page 1 at the listing route and the others under /page/<n>', () => {
    expect(listingPageRoute('/guitars', 1)).toBe('/guitars');
    expect(listingPageRoute('/guitars', 2)).toBe('/guitars/page/2');
    expect(() => listingPageRoute('/guitars', 0)).toThrow(RangeError);
  });

  it('links the first, last, current and neighbouring pages, with gaps marked', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});
