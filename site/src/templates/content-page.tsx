import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ConsentFrame } from '../features/consent';
import { Layout, type PageContextBase } from '../features/layout';
import { DeferredContactRequest } from '../features/requests';
import { Seo } from '../features/seo';

export interface Context extends PageContextBase {
  legal: boolean;
  page: {
    title: string;
    intro: string;
    html: string;
    cover: string | null;
    coverWidth: number | null;
    coverHeight: number | null;
    coverAlt: string;
    seo: { title: string; description: string } | null;
  };
  contactFormUrl: string | null;
  contactRequest?: boolean;
  /** The workshop video on /about, behind the cookie consent. */
  videoUrl: string | null;
}

export default function ContentPage({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { page } = pageContext;
  return (
    <Layout context={pageContext} search={pageContext.legal ? undefined : 'page'}>
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-semibold leading-tight sm:text-5xl">{page.title}</h1>
        {page.intro && <p className="mt-4 max-w-prose text-xl text-walnut-700">{page.intro}</p>}
        {page.cover && !pageContext.legal && (
          <img
            src={page.cover}
            alt={page.coverAlt}
            width={page.coverWidth ?? 1200}
            height={page.coverHeight ?? 675}
            className="mt-8 aspect-[16/9] w-full rounded-lg bg-maple-100 object-cover"
          />
        )}
        <div className="prose-tw mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
        {pageContext.contactRequest && (
          <section aria-labelledby="contact-request-title" className="mt-12 space-y-4">
            <h2 id="contact-request-title" className="font-display text-2xl font-semibold">
              {t('contact_request_title')}
            </h2>
            <p className="text-walnut-700">{t('contact_request_intro')}</p>
            <DeferredContactRequest language={pageContext.language} />
          </section>
        )}
        {pageContext.videoUrl && (
          <section aria-labelledby="video-title" className="mt-12 space-y-4">
            <h2 id="video-title" className="font-display text-2xl font-semibold">
              {t('workshop_video_title')}
            </h2>
            <ConsentFrame
              kind="video"
              src={pageContext.videoUrl}
              title={t('workshop_video_title')}
              language={pageContext.language}
            />
          </section>
        )}
        {pageContext.contactFormUrl && (
          <section aria-labelledby="contact-title" className="mt-12 space-y-4">
            <h2 id="contact-title" className="font-display text-2xl font-semibold">
              {t('contact_form_title')}
            </h2>
            <p className="text-walnut-700">{t('contact_answer')}</p>
            <ConsentFrame
              src={pageContext.contactFormUrl}
              title={t('contact_form_title')}
              language={pageContext.language}
            />
          </section>
        )}
      </article>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const { page } = pageContext;
  return (
    <Seo
      siteUrl={pageContext.chrome.siteUrl}
      language={pageContext.language}
      route={pageContext.route}
      title={page.seo?.title || page.title}
      description={page.seo?.description || page.intro}
      image={page.cover}
    />
  );
}

export const query = graphql`
  query ContentPage($language: String!) {
    ...PageLocales
  }
`;
