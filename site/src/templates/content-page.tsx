import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentFrame } from '../features/consent';
import { CoverImage, Layout, type Cover, type PageContextBase } from '../features/layout';
import { DeferredContactRequest } from '../features/requests';
import { Seo } from '../features/seo';

export interface Context extends PageContextBase {
  legal: boolean;
  page: Cover & {
    title: string;
    intro: string;
    html: string;
    seo: { title: string; description: string } | null;
  };
  contactFormUrl: string | null;
  contactRequest?: boolean;
  /** The workshop video on /about, behind the cookie consent. */
  videoUrl: string | null;
}

/** A titled part of the page below its text (the request form, the video, the hosted form). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 space-y-4">
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ContentPage({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { page } = pageContext;
  return (
    <Layout context={pageContext} search={pageContext.legal ? undefined : 'page'}>
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-semibold leading-tight sm:text-5xl">{page.title}</h1>
        {page.intro && <p className="mt-4 max-w-prose text-xl text-walnut-700">{page.intro}</p>}
        {!pageContext.legal && <CoverImage {...page} />}
        <div className="prose-tw mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
        {pageContext.contactRequest && (
          <Section id="contact-request-title" title={t('contact_request_title')}>
            <p className="text-walnut-700">{t('contact_request_intro')}</p>
            <DeferredContactRequest language={pageContext.language} />
          </Section>
        )}
        {pageContext.videoUrl && (
          <Section id="video-title" title={t('workshop_video_title')}>
            <ConsentFrame
              kind="video"
              src={pageContext.videoUrl}
              title={t('workshop_video_title')}
              language={pageContext.language}
            />
          </Section>
        )}
        {pageContext.contactFormUrl && (
          <Section id="contact-title" title={t('contact_form_title')}>
            <p className="text-walnut-700">{t('contact_answer')}</p>
            <ConsentFrame
              src={pageContext.contactFormUrl}
              title={t('contact_form_title')}
              language={pageContext.language}
            />
          </Section>
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
