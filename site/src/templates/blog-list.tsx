import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PostTile, type PostTileData } from '../features/blog';
import { Layout, type PageContextBase } from '../features/layout';
import { PageSeo } from '../features/seo';

export interface Context extends PageContextBase {
  posts: PostTileData[];
}

export default function BlogList({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{t('blog_title')}</h1>
        <p className="mt-3 max-w-prose text-lg text-walnut-700">{t('blog_description')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {pageContext.posts.map((post, i) => (
            <li key={post.slug} className="flex">
              <PostTile post={post} headingLevel={2} lazy={i > 0} />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  return <PageSeo context={pageContext} data={data} titleKey="blog_title" descriptionKey="blog_description" />;
}

export const query = graphql`
  query BlogList($language: String!) {
    ...PageLocales
  }
`;
