// The category pages of a generated 2,000-product catalog: split at LISTING_PAGE_SIZE cards, every
// listed product on exactly one page of its category, page routes /<category>/page/<n>. (The
// built pages are counted again by the e2e run and bench/catalog.mjs.)
import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '@tonewood/rules';
import { CATEGORY_HANDLES } from '../../config/routes.mjs';
import { catalogPages } from './catalog';
import type { PageStep } from './page';
import type { Product } from '../siteData';

const both = (text: string) => ({ en: text, de: text });

function product(n: number): Product {
  const category = CATEGORY_HANDLES[n % 7 === 0 ? 4 : n % 4]!;
  return {
    handle: `model-n${n}`,
    title: both(`Model No. ${n}`),
    subtitle: both(''),
    description: both(''),
    type: 'guitar',
    categories: [category],
    madeToSpecification: false,
    availability: 'available',
    // Every 50th has no price: it gets its product page, no card.
    startPrice: n % 50 === 0 ? null : 1000 + n,
    reduction: null,
    referencePrice: null,
    options: [],
    variants: [],
    images: [],
    imageSources: [],
    imageAlts: [],
    safety: { en: null, de: null },
  } as unknown as Product;
}

function categoryPagesOf(count: number) {
  const step = {
    data: { products: Array.from({ length: count }, (_, i) => product(i + 1)), categoryNames: {}, manufacturer: {} },
    language: 'en',
    page: (input: { route: string; template: string; context: Record<string, unknown> }) => input,
    warn: () => {},
  } as unknown as PageStep;
  return (catalogPages(step, { url: '', key: '' }) as unknown as { route: string; template: string; context: never }[])
    .filter((p) => p.template === 'category')
    .map((p) => ({
      route: p.route,
      ...(p.context as {
        category: string;
        products: { handle: string }[];
        productCount: number;
        listing: { page: number; pages: number };
      }),
    }));
}

describe('category pages', () => {
  it('ship at most 48 cards each, every listed product once, on pages /<category>/page/<n>', () => {
    const pages = categoryPagesOf(2000);
    expect(Math.max(...pages.map((p) => p.products.length))).toBe(LISTING_PAGE_SIZE);
    expect(pages.every((p) => p.products.length <= LISTING_PAGE_SIZE)).toBe(true);
    for (const category of CATEGORY_HANDLES) {
      const own = pages.filter((p) => p.category === category);
      const listed = own[0]!.productCount;
      expect(own).toHaveLength(Math.ceil(listed / LISTING_PAGE_SIZE));
      expect(own.map((p) => p.route)).toEqual(
        own.map((_, i) => (i === 0 ? `/${category}` : `/${category}/page/${i + 1}`)),
      );
      expect(own.every((p, i) => p.listing.page === i + 1 && p.listing.pages === own.length)).toBe(true);
      const handles = own.flatMap((p) => p.products.map((card) => card.handle));
      expect(new Set(handles).size).toBe(listed);
    }
    expect(pages.reduce((sum, p) => sum + p.products.length, 0)).toBe(2000 - 2000 / 50);
  });

  it('keep a small catalog on one page per category', () => {
    const pages = categoryPagesOf(40);
    expect(pages.map((p) => p.route)).toEqual(CATEGORY_HANDLES.map((c) => `/${c}`));
  });
});
