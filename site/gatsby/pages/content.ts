// Content and legal pages from Strapi. A body's {{buildDate}} becomes the day of this build in the
// page's language (the accessibility statement names the build its checks belong to).
import { fillBuildDate } from '../../build/build-date.mjs';
import { CONTENT_PAGE_SLUGS, LEGAL_PAGE_SLUGS } from '../../config/routes.mjs';
import type { PageStep } from './page';

/** When this build started: one date for every page of both languages. */
const buildDate = new Date();

export function contentPages({ data, language, page, warn }: PageStep) {
  return [...CONTENT_PAGE_SLUGS, ...LEGAL_PAGE_SLUGS].flatMap((slug) => {
    const content = data.pages.find((p) => p.locale === language && p.slug === slug);
    if (!content) {
      warn(`site: no ${language} page "${slug}" in Strapi`);
      return [];
    }
    return [
      page({
        route: `/${slug}`,
        template: 'content-page',
        context: {
          legal: LEGAL_PAGE_SLUGS.includes(slug),
          page: {
            title: content.title,
            intro: content.intro,
            html: fillBuildDate(content.html, language, buildDate),
            cover: content.cover?.localFile?.publicURL ?? null,
            coverWidth: content.cover?.width ?? null,
            coverHeight: content.cover?.height ?? null,
            coverAlt: content.coverAlt,
            seo: content.seo,
          },
          contactFormUrl: slug === 'about' ? (data.contactFormUrls[language][language] ?? null) : null,
          // The custom-instrument request form, posting to /api/contact-request.
          contactRequest: slug === 'about',
          videoUrl: slug === 'about' ? data.videoUrls[language] : null,
        },
      }),
    ];
  });
}
