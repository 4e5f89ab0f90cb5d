// The home page below its hero: the categories, the featured products and the latest posts. Below
// the fold on a phone, so they hydrate after the page (home.tsx, deferHydration): their code is not
// first-load JavaScript and their hydration (about 40 % of the page's elements) is a task of its own.
// One root element, as a deferred part must render (resilience/deferHydration.tsx).
import { SectionHeading } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';
import { PostTile, type PostTileData } from '../../features/blog';
import { ProductTile, type ProductTileData } from '../../features/catalog';
import { SiteLink } from '../../features/i18n';
import type { SiteChrome } from '../../features/layout';

export interface HomeSectionsProps {
  categories: SiteChrome['menu']['categories'];
  featuredProducts: ProductTileData[];
  posts: PostTileData[];
}

export default function HomeSections({ categories, featuredProducts, posts }: HomeSectionsProps) {
  const { t } = useTranslation();
  return (
    <div>
      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="categories-title" className="font-display text-3xl font-semibold">
          {t('featured_categories')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
          {categories.map((c) => {
            const tile = c.featured[0];
            return (
              <li key={c.categoryId}>
                <SiteLink
                  href={c.href}
                  className="group block overflow-hidden rounded-lg border border-maple-300 bg-white hover:shadow-md"
                >
                  {tile?.image?.localFile?.publicURL && (
                    <img
                      src={tile.image.localFile.publicURL}
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-maple-100 object-cover"
                    />
                  )}
                  <span className="block p-3 font-display text-lg font-semibold">{c.name}</span>
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-label={t('category_guitars')} className="mx-auto max-w-7xl px-4 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {featuredProducts.map((p) => (
            <li key={p.handle} className="flex">
              <ProductTile product={p} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="posts-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="posts-title"
          title={t('latest_posts')}
          action={{ href: '/blog', label: t('all_posts') }}
          linkComponent={SiteLink}
        />
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex">
              <PostTile post={post} lazy />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
