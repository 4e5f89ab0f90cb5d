// The blog: the list and one page per post, each in the languages it is written in.
import { LANGUAGES } from '@tonewood/rules';
import { articleCard } from './cards';
import type { PageStep } from './page';

export function blogPages({ data, language, page }: PageStep) {
  const posts = data.articles.filter((a) => a.locale === language);
  const writtenIn = (slug: string) =>
    LANGUAGES.filter((lng) => lng === language || data.articles.some((a) => a.locale === lng && a.slug === slug));
  return [
    page({ route: '/blog', template: 'blog-list', context: { posts: posts.map(articleCard) } }),
    ...posts.map((a) =>
      page({
        route: `/blog/${a.slug}`,
        template: 'blog-post',
        languages: writtenIn(a.slug),
        context: {
          post: {
            ...articleCard(a),
            coverWidth: a.cover?.width ?? null,
            coverHeight: a.cover?.height ?? null,
            html: a.html,
            seo: a.seo,
          },
        },
      }),
    ),
  ];
}
