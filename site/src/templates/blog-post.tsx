import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@tonewood/rules';
import { type PostTileData } from '../features/blog';
import { BCP47, localizePath, SiteLink } from '../features/i18n';
import { CoverImage, Layout, type PageContextBase } from '../features/layout';
import { Seo } from '../features/seo';

export interface Context extends PageContextBase {
  post: PostTileData & {
    html: string;
    coverWidth: number | null;
    coverHeight: number | null;
    seo: { title: string; description: string } | null;
  };
}

export default function BlogPost({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { post, language } = pageContext;
  return (
    <Layout context={pageContext} search="journal">
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <nav aria-label={t('breadcrumb')} className="text-sm text-walnut-600" data-pagefind-ignore="">
          <SiteLink href="/blog" className="underline underline-offset-4">
            {t('blog_title')}
          </SiteLink>
        </nav>
        <h1 className="mt-4 font-display text-4xl font-semibold leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-sm text-walnut-600">
          <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate, language)}</time> ·{' '}
          {t('by_author', { author: post.author })}
        </p>
        <CoverImage {...post} />
        <p className="mt-8 text-xl text-walnut-700">{post.excerpt}</p>
        <div className="prose-tw mt-6" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const { post, language, route } = pageContext;
  const siteUrl = pageContext.chrome.siteUrl;
  return (
    <Seo
      siteUrl={pageContext.chrome.siteUrl}
      language={language}
      route={route}
      alternates={pageContext.alternates}
      title={post.seo?.title || post.title}
      description={post.seo?.description || post.excerpt}
      image={post.cover}
      type="article"
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedDate,
        author: { '@type': 'Person', name: post.author },
        inLanguage: BCP47[language],
        mainEntityOfPage: `${siteUrl}${localizePath(language, route)}`,
        ...(post.cover ? { image: `${siteUrl}${post.cover}` } : {}),
        publisher: { '@type': 'Organization', name: 'Tonewood' },
      }}
    />
  );
}

export const query = graphql`
  query BlogPost($language: String!) {
    ...PageLocales
  }
`;
