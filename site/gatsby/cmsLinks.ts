// Every link from Strapi passes site/config/links.mjs before it reaches an href or a frame: an
// entry whose link is dropped is left out, with a build warning naming content type, locale and
// field.
import { cmsLink } from '../config/links.mjs';
import { LANGUAGES, type Language } from '@tonewood/rules';

export type Warn = (message: string) => void;
type Where = { type: string; locale?: string; field: string };
/** A list as GraphQL typegen types it: the list and each item may be null. */
type Nullable<T> = readonly (T | null)[] | null;

/** The items whose links pass (GraphQL lists may hold nulls: they go too). */
function keepLinked<T>(items: Nullable<T> | undefined, check: (item: T, i: number) => T | null): T[] {
  return (items ?? []).flatMap((item, i) => {
    const checked = item === null ? null : check(item, i);
    return checked ? [checked] : [];
  });
}

function checkHref<T extends { href: string | null }>(item: T, where: Where, warn: Warn): T | null {
  const href = cmsLink(item.href, where, warn);
  return href === null ? null : { ...item, href };
}

interface MenuNode {
  locale: string | null;
  categories: Nullable<{
    href: string | null;
    featured: Nullable<{ href: string | null }>;
    sections: Nullable<{ items: Nullable<{ href: string | null }> }>;
  }>;
  pages: Nullable<{ href: string | null }>;
}

export function checkMenu<T extends MenuNode>(menu: T, warn: Warn): T {
  const where = (field: string) => ({ type: 'main-menu', locale: menu.locale ?? undefined, field });
  return {
    ...menu,
    categories: keepLinked(menu.categories, (c, i) => {
      const category = checkHref(c, where(`categories[${i}].href`), warn);
      return (
        category && {
          ...category,
          featured: keepLinked(c.featured, (f, j) => checkHref(f, where(`categories[${i}].featured[${j}].href`), warn)),
          sections: keepLinked(c.sections, (section, j) => ({
            ...section,
            items: keepLinked(section.items, (item, k) =>
              checkHref(item, where(`categories[${i}].sections[${j}].items[${k}].href`), warn),
            ),
          })),
        }
      );
    }),
    pages: keepLinked(menu.pages, (p, i) => checkHref(p, where(`pages[${i}].href`), warn)),
  };
}

interface FooterNode {
  locale: string | null;
  categories: Nullable<{ pages: Nullable<{ href: string | null }> }>;
}

export function checkFooter<T extends FooterNode>(footer: T, warn: Warn): T {
  return {
    ...footer,
    categories: keepLinked(footer.categories, (c, i) => ({
      ...c,
      pages: keepLinked(c.pages, (p, j) =>
        checkHref(
          p,
          { type: 'meta-navigation', locale: footer.locale ?? undefined, field: `categories[${i}].pages[${j}].href` },
          warn,
        ),
      ),
    })),
  };
}

interface SettingNode {
  locale: string | null;
  socialLinks: Nullable<{ url: string | null }>;
}

export function checkSocialLinks<T extends SettingNode>(setting: T, warn: Warn): T {
  return {
    ...setting,
    socialLinks: keepLinked(setting.socialLinks, (link, i) => {
      const where = { type: 'setting', locale: setting.locale ?? undefined, field: `socialLinks[${i}].url` };
      const url = cmsLink(link.url, where, warn);
      return url === null ? null : { ...link, url };
    }),
  };
}

/** The contact form's address per language: an absolute http(s) URL or nothing. */
export function checkContactFormUrls(
  setting: { locale: string | null; contactFormUrls: { en: string | null; de: string | null } | null },
  warn: Warn,
): Partial<Record<Language, string>> {
  const urls: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const value = setting.contactFormUrls?.[language];
    if (!value) continue;
    const where = { type: 'setting', locale: setting.locale ?? undefined, field: `contactFormUrls.${language}` };
    const url = cmsLink(value, where, warn, { schemes: ['https', 'http'], relative: false });
    if (url) urls[language] = url;
  }
  return urls;
}

/** The embedded workshop video's address: an absolute http(s) URL or nothing. */
export function checkVideoUrl(
  setting: { locale: string | null; workshopVideoUrl: string | null },
  warn: Warn,
): string | null {
  if (!setting.workshopVideoUrl) return null;
  const where = { type: 'setting', locale: setting.locale ?? undefined, field: 'workshopVideoUrl' };
  return cmsLink(setting.workshopVideoUrl, where, warn, { schemes: ['https', 'http'], relative: false });
}

/**
 * The visitor-statistics service (Umami): its origin and the website id, or null when either is
 * missing (then the site sends no statistics at all).
 */
export function checkAnalytics(
  setting: { locale: string | null; analyticsEndpoint: string | null; analyticsWebsiteId: string | null },
  warn: Warn,
): { endpoint: string; websiteId: string } | null {
  const websiteId = setting.analyticsWebsiteId?.trim();
  if (!setting.analyticsEndpoint || !websiteId) return null;
  const where = { type: 'setting', locale: setting.locale ?? undefined, field: 'analyticsEndpoint' };
  const endpoint = cmsLink(setting.analyticsEndpoint, where, warn, { schemes: ['https', 'http'], relative: false });
  return endpoint ? { endpoint: endpoint.replace(/\/+$/, ''), websiteId } : null;
}
