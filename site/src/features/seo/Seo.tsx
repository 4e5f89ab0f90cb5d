// Meta tags for every page through Gatsby's Head API: <html lang>, title, description,
// canonical, hreflang alternates (en, de, x-default), og:locale and og:locale:alternate, and
// optional JSON-LD.
import { BCP47, OG_LOCALE, localizePath, type Language } from '../i18n';
import { jsonForHtml } from './jsonForHtml.mjs';

export interface SeoProps {
  siteUrl: string;
  language: Language;
  route: string;
  title: string;
  description?: string;
  /** Languages the route exists in; both by default. */
  alternates?: Language[];
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** The routes of the previous and next page of a paginated listing (rel="prev"/"next"). */
  prev?: string;
  next?: string;
}

export function Seo({
  siteUrl,
  language,
  route,
  title,
  description,
  alternates = ['en', 'de'],
  jsonLd,
  noindex,
  image,
  type = 'website',
  prev,
  next,
}: SeoProps) {
  const url = (lng: Language) => `${siteUrl}${localizePath(lng, route)}`;
  const fullTitle = title.includes('Tonewood') ? title : `${title} | Tonewood`;
  return (
    <>
      <html lang={BCP47[language].slice(0, 2)} />
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(language)} />
      {prev !== undefined && <link rel="prev" href={`${siteUrl}${localizePath(language, prev)}`} />}
      {next !== undefined && <link rel="next" href={`${siteUrl}${localizePath(language, next)}`} />}
      {alternates.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={url(lng)} />
      ))}
      {alternates.includes('en') && <link rel="alternate" hrefLang="x-default" href={url('en')} />}
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url(language)} />
      {image && <meta property="og:image" content={`${siteUrl}${image}`} />}
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {alternates
        .filter((lng) => lng !== language)
        .map((lng) => (
          <meta key={lng} property="og:locale:alternate" content={OG_LOCALE[lng]} />
        ))}
      <meta name="theme-color" content="#2b1d14" />
      {jsonLd && (
        // Raw JSON (React would HTML-escape text children, and Gatsby's Head decodes them again),
        // serialised so that no text in it can end the block.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(jsonLd) }} />
      )}
    </>
  );
}
