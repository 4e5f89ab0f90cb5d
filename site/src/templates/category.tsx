import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PicturePreload, ProductTile, TILE_IMAGE_SIZES, type ProductTileData } from '../features/catalog';
import { Layout, type PageContextBase } from '../features/layout';
import { headT } from '../features/i18n';
import { Seo } from '../features/seo';

export interface Context extends PageContextBase {
  category: string;
  /** The category's name in the page's language, from Medusa. */
  categoryName: string;
  products: ProductTileData[];
}

export default function Category({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { category, categoryName, products } = pageContext;
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{categoryName}</h1>
        <p className="mt-3 max-w-prose text-lg text-walnut-700">{t(`category_description_${category}`)}</p>
        <p className="mt-2 text-sm text-walnut-600">{t('products_count', { count: products.length })}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((p, i) => (
            <li key={p.handle} className="flex">
              <ProductTile product={p} headingLevel="h2" priority={i === 0} />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  const { category, categoryName, chrome, language, route, products } = pageContext;
  const first = products[0];
  return (
    <>
      {/* The first tile's picture is the page's largest paint (on a phone, the only one in view). */}
      <PicturePreload
        image={first?.image ? { src: first.image, sources: first.imageSources, sizes: TILE_IMAGE_SIZES } : undefined}
      />
      <Seo
        siteUrl={chrome.siteUrl}
        language={language}
        route={route}
        title={categoryName}
        description={headT(data as never, `category_description_${category}`)}
      />
    </>
  );
}

export const query = graphql`
  query Category($language: String!) {
    ...PageLocales
  }
`;
