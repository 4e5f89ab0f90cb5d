import { Carousel, HeroSlide, Picture, SectionHeading, buttonVariants, cn } from '@tonewood/design-system';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import type { PostList, ProductList } from './parts/HomeTiles';
import type { PostTileData } from '../features/blog';
import { PicturePreload, type ProductTileData } from '../features/catalog';
import { headT, SiteLink } from '../features/i18n';
import { Layout, type PageContextBase } from '../features/layout';
import { deferHydration, hydrateInTurn } from '../features/resilience';
import { Seo } from '../features/seo';

export interface Context extends PageContextBase {
  hero: ProductTileData[];
  featuredProducts: ProductTileData[];
  posts: PostTileData[];
}

// The product and post lists below the hero hydrate once the page has (deferHydration), each list
// in a task of its own, from a chunk of their own; until then they are the server's HTML, whose
// links work as plain links. A list is one deferred part, not a part per tile: each part costs the
// page's first hydration pass its boundary (with seven tile parts that pass was 93 ms on
// Lighthouse's phone, 64 ms with two; median of 7 runs each, TBT 28 → 10 ms).
const tiles = () => import(/* webpackChunkName: "home-tiles" */ './parts/HomeTiles');
const LaterProducts = deferHydration<ComponentProps<typeof ProductList>>(() =>
  tiles().then((module) => module.ProductList),
);
const LaterPosts = deferHydration<ComponentProps<typeof PostList>>(() => tiles().then((module) => module.PostList));

// The hero's carousel: its code is in the first load, but it hydrates in a task of its own after
// the page's (hydrateInTurn); a tap on its buttons before then is kept.
const HeroCarousel = hydrateInTurn(Carousel, { keepTaps: true });

/** A hero slide's picture in the layout: half the page from lg, else the slide less its padding. */
const HERO_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 4rem)';

export default function Home({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { chrome } = pageContext;
  return (
    <Layout context={pageContext}>
      <section aria-labelledby="home-title" className="bg-walnut-900 text-maple-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-16">
          <div className="space-y-5">
            <p className="text-sm uppercase tracking-widest text-amber-300">{t('hero_kicker')}</p>
            <h1 id="home-title" className="font-display text-4xl font-semibold leading-tight sm:text-5xl">
              {t('home_title')}
            </h1>
            {/* The CMS slogan: says what the headline does not (the seed's setting). */}
            <p className="max-w-prose text-lg text-maple-200" data-testid="home-subline">
              {chrome.setting.slogan}
            </p>
            <div className="flex flex-wrap gap-3">
              <SiteLink href="/guitars" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
                {t('hero_cta')}
              </SiteLink>
              <SiteLink
                href="/ready-to-ship"
                className={cn(
                  buttonVariants({ variant: 'outline', size: 'lg' }),
                  'border-maple-200 text-maple-50 hover:bg-walnut-800',
                )}
              >
                {t('hero_cta_secondary')}
              </SiteLink>
            </div>
          </div>
          <HeroCarousel label={t('hero_cta_secondary')} variant="home">
            {pageContext.hero.map((p, i) => (
              <SiteLink
                key={p.handle}
                href={p.href}
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-amber-300"
              >
                <HeroSlide
                  title={p.title}
                  media={
                    p.image ? (
                      <Picture
                        sources={p.imageSources}
                        sizes={HERO_SIZES}
                        src={p.image}
                        alt={p.imageAlt}
                        width={800}
                        height={600}
                        loading={i === 0 ? 'eager' : 'lazy'}
                        fetchPriority={i === 0 ? 'high' : 'auto'}
                      />
                    ) : null
                  }
                />
              </SiteLink>
            ))}
          </HeroCarousel>
        </div>
      </section>

      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="categories-title" className="font-display text-3xl font-semibold">
          {t('featured_categories')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
          {chrome.menu.categories.map((c) => {
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
        <LaterProducts products={pageContext.featuredProducts} />
      </section>

      <section aria-labelledby="posts-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="posts-title"
          title={t('latest_posts')}
          action={{ href: '/blog', label: t('all_posts') }}
          linkComponent={SiteLink}
        />
        <div className="mt-6">
          <LaterPosts posts={pageContext.posts} />
        </div>
      </section>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  const first = pageContext.hero[0];
  return (
    <>
      {/* The first slide's picture is the hero's largest paint. */}
      <PicturePreload
        image={first?.image ? { src: first.image, sources: first.imageSources, sizes: HERO_SIZES } : undefined}
      />
      <Seo
        siteUrl={pageContext.chrome.siteUrl}
        language={pageContext.language}
        route="/"
        title={`Tonewood – ${headT(data as never, 'home_title')}`}
        description={headT(data as never, 'home_description')}
      />
    </>
  );
}

export const query = graphql`
  query Home($language: String!) {
    ...PageLocales
  }
`;
