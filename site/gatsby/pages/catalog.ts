// The catalog: one page per category and one per product. The product page carries the
// commerce connection its price refresh uses (site/src/lib/commerce.ts).
import { CATEGORY_HANDLES, productPath } from '../../config/routes.mjs';
import { listed, productCard } from './cards';
import type { PageStep } from './page';

export function catalogPages({ data, language, page }: PageStep, commerce: { url: string; key: string }) {
  return [
    ...CATEGORY_HANDLES.map((handle) =>
      page({
        route: `/${handle}`,
        template: 'category',
        context: { category: handle, products: listed(data.products, (p) => p.categories.includes(handle), language) },
      }),
    ),
    ...data.products.map((p) => {
      const base = productPath(p.categories);
      return page({
        route: `/${base}/${p.handle}`,
        template: 'product',
        context: {
          category: base === 'product' ? (p.categories[0] ?? null) : base,
          commerce,
          product: {
            ...productCard(p, language),
            description: p.description,
            type: p.type,
            options: p.options,
            variants: p.variants,
            images: p.images,
          },
        },
      });
    }),
  ];
}
