// The catalog: one page per category (more when it holds more than LISTING_PAGE_SIZE products:
// /guitars, /guitars/page/2 ...) and one per product, each with the texts of its language
// (category names and product texts from Medusa). The product page carries the commerce
// connection its price refresh uses (site/src/lib/data/).
import { CATEGORY_HANDLES, productPath } from '../../config/routes.mjs';
import { LISTING_PAGE_SIZE, listingPageRoute, splitIntoPages } from '@tonewood/rules';
import { listed, productCard } from './cards';
import type { PageStep } from './page';

export function catalogPages({ data, language, page, warn }: PageStep, commerce: { url: string; key: string }) {
  const categoryName = (handle: string) => {
    const name = data.categoryNames[handle]?.[language];
    if (!name) warn(`site: Medusa has no category "${handle}"; its pages show the handle`);
    return name ?? handle;
  };
  return [
    ...CATEGORY_HANDLES.flatMap((handle) => {
      const products = listed(data.products, (p) => p.categories.includes(handle), language);
      const pages = splitIntoPages(products, LISTING_PAGE_SIZE);
      return pages.map((cards, i) =>
        page({
          route: listingPageRoute(`/${handle}`, i + 1),
          template: 'category',
          context: {
            category: handle,
            categoryName: categoryName(handle),
            products: cards,
            productCount: products.length,
            listing: { route: `/${handle}`, page: i + 1, pages: pages.length },
          },
        }),
      );
    }),
    ...data.products.map((p) => {
      const base = productPath(p.categories);
      const category = base === 'product' ? (p.categories[0] ?? null) : base;
      return page({
        route: `/${base}/${p.handle}`,
        template: 'product',
        context: {
          category,
          categoryName: category && categoryName(category),
          commerce,
          product: {
            ...productCard(p, language),
            description: p.description[language],
            type: p.type,
            madeToSpecification: p.madeToSpecification,
            builtToOrderDelivery: p.builtToOrderDelivery,
            // Options and values by id (the same in both languages), each with its label.
            options: p.options.map((o) => ({
              id: o.id,
              title: o.title[language],
              values: o.values.map((v) => ({ id: v.id, label: v.value[language] })),
            })),
            variants: p.variants.map((v) => ({ ...v, title: v.title[language] })),
            images: p.images,
            imageSources: p.imageSources,
            imageAlts: p.imageAlts.map((alt) => alt[language]),
            safety: p.safety[language],
          },
          manufacturer: data.manufacturer[language],
        },
      });
    }),
  ];
}
