import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@tonewood/design-system';
import { listingPageRoute } from '@tonewood/rules';
import { PicturePreload, ProductTile, TILE_IMAGE_SIZES, type ProductTileData } from '../features/catalog';
import { Layout, type PageContextBase } from '../features/layout';
import { headT, SiteLink } from '../features/i18n';
import { hydrateInTurn } from '../features/resilience';
import { Seo } from '../features/seo';

export interface Context extends PageContextBase {
  category: string;
  /** The category's name in the page's language, from Medusa. */
  categoryName: string;
  /** This page's cards (at most LISTING_PAGE_SIZE of @tonewood/rules). */
  products: ProductTileData[];
  /** How many products the whole category lists. */
  productCount: number;
  /** Which page of the category this is (1-based), of how many, and the category's own route. */
  listing: { route: string; page: number; pages: number };
}

// The tiles take turns: their code is in the first load (the first tile is the page's largest
// picture), but each hydrates in a task of its own after the page's, so a page of twelve tiles is
// not one long task. Until then a tile is the server's HTML, its links plain links.
const TileInTurn = hydrateInTurn(ProductTile);

export default function Category({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { category, categoryName, products, productCount, listing } = pageContext;
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{categoryName}</h1>
        <p className="mt-3 max-w-prose text-lg text-walnut-700">{t(`category_description_${category}`)}</p>
        <p className="mt-2 text-sm text-walnut-600">
          {t('products_count', { count: productCount })}
          {listing.pages > 1 && ` · ${t('listing_page', { page: listing.page, pages: listing.pages })}`}
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((p, i) => (
            <li key={p.handle} className="flex">
              <TileInTurn product={p} headingLevel="h2" priority={i === 0} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-10"
          current={listing.page}
          total={listing.pages}
          hrefFor={(page) => listingPageRoute(listing.route, page)}
          linkComponent={SiteLink}
        />
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  const { category, categoryName, chrome, language, route, listing, products } = pageContext;
  const { page, pages } = listing;
  const pageTitle = headT(data as never, 'listing_page')
    .replace('{{page}}', String(page))
    .replace('{{pages}}', String(pages));
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
        title={page > 1 ? `${categoryName}, ${pageTitle}` : categoryName}
        description={headT(data as never, `category_description_${category}`)}
        prev={page > 1 ? listingPageRoute(listing.route, page - 1) : undefined}
        next={page < pages ? listingPageRoute(listing.route, page + 1) : undefined}
      />
    </>
  );
}

export const query = graphql`
  query Category($language: String!) {
    ...PageLocales
  }
`;
