// The card shapes the listings and the home page show (ProductTile, PostTile), a product's texts
// in the page's language.
import { productPath } from '../../config/routes.mjs';
import type { Language } from '@tonewood/rules';
import type { Article, Product } from '../siteData';

export function productCard(p: Product, language: Language) {
  return {
    handle: p.handle,
    href: `/${productPath(p.categories)}/${p.handle}`,
    title: p.title[language],
    subtitle: p.subtitle[language],
    availability: p.availability,
    startPrice: p.startPrice,
    reduction: p.reduction,
    referencePrice: p.referencePrice,
    image: p.images[0] ?? null,
    imageSources: p.imageSources[0] ?? [],
    imageAlt: p.imageAlts[0]?.[language] ?? p.title[language],
  };
}

/**
 * A small copy of the product's picture for small boxes (cart rows): the narrowest of its best
 * format's srcset (AVIF at 320 px for an instrument), else the picture itself.
 */
export function thumbnailOf(p: Product): string | null {
  return p.imageSources[0]?.[0]?.srcSet.split(' ')[0] ?? p.images[0] ?? null;
}

/** Products a listing can show: those with a price (a product without one has only its page). */
export function listed(products: Product[], keep: (p: Product) => boolean, language: Language) {
  return products.filter((p) => p.startPrice !== null && keep(p)).map((p) => productCard(p, language));
}

export function articleCard(a: Article) {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    author: a.author,
    publishedDate: a.publishedDate,
    cover: a.cover?.localFile?.publicURL ?? null,
    coverAlt: a.coverAlt,
  };
}
