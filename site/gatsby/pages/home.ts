// Home: hero slides from ready-to-ship instruments, featured guitars and basses, latest posts.
import { articleCard, listed } from './cards';
import type { PageStep } from './page';

export function homePages({ data, language, page }: PageStep) {
  const inCategory =
    (...handles: string[]) =>
    (p: { categories: string[] }) =>
      handles.some((h) => p.categories.includes(h));
  return [
    page({
      route: '/',
      template: 'home',
      context: {
        hero: listed(data.products, inCategory('ready-to-ship'), language).slice(0, 3),
        featuredProducts: listed(data.products, inCategory('guitars', 'basses'), language).slice(0, 4),
        posts: data.articles
          .filter((a) => a.locale === language)
          .slice(0, 3)
          .map(articleCard),
      },
    }),
  ];
}
