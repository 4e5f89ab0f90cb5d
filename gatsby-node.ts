// Page creation for the Tonewood site. Every page is created here, once per language, with the
// i18n context gatsby-plugin-react-i18next expects already set (so the plugin does not copy it and
// German match paths are never doubled to /de/de/...). After the build, the route manifest for
// the server and Cloudflare Pages is written (site/build/route-manifest.mjs).
import type { GatsbyNode } from 'gatsby';
import {
  CATEGORY_HANDLES,
  CLIENT_ONLY_ROUTES,
  CONTENT_PAGE_SLUGS,
  DEFAULT_LANGUAGE,
  FIXED_REDIRECTS,
  LANGUAGES,
  LEGAL_PAGE_SLUGS,
  localizedPath,
  productPath,
} from './site/config/routes.mjs';
import { siteServices } from './site/config/env.mjs';
import { assertStrapiReachable } from './site/plugins/strapi-source-options.mjs';
import { expandRedirects, writeRouteManifest } from './site/build/route-manifest.mjs';
import { markdownToHtml } from './site/build/markdown.mjs';

// Built-ins through process.getBuiltinModule (see site/config/env.mjs for why).
const path = process.getBuiltinModule('path');
const root = process.cwd();
const template = (name: string) => path.resolve(root, `site/src/templates/${name}.tsx`);

type Lang = 'en' | 'de';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async () => {
  // Gatsby may have wiped .cache/ (plugin changes) after site/scripts/gatsby.mjs marked it
  // CommonJS; the SSR renderer and functions written below need the marker again.
  process.getBuiltinModule('fs').writeFileSync(path.resolve(root, '.cache/package.json'), '{ "type": "commonjs" }\n');
  const { strapiUrl } = siteServices(root);
  try {
    await assertStrapiReachable({ apiURL: strapiUrl });
  } catch (error) {
    // One line naming the URL, not a stack trace.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
};

// Radix's published files keep every function's name with a `__name(fn, "fn")` statement, which
// keeps code nothing imports in the bundles. The design system's loader marks those calls pure so
// the minifier drops the unused parts (design-system/bundling/radix-pure-names.cjs).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  const require = process.getBuiltinModule('module').createRequire(path.join(root, 'package.json'));
  const loader = require.resolve('@tonewood/design-system/bundling/radix-pure-names');
  const { RADIX_MODULE } = require(loader) as { RADIX_MODULE: RegExp };
  actions.setWebpackConfig({ module: { rules: [{ test: RADIX_MODULE, enforce: 'pre', use: [loader] }] } });
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type STRAPI_ARTICLE_BODY_TEXTNODE implements Node { html: String }
    type STRAPI_PAGE_BODY_TEXTNODE implements Node { html: String }
  `);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  const html = { type: 'String', resolve: (source: { body?: string }) => markdownToHtml(source.body ?? '') };
  create({ STRAPI_ARTICLE_BODY_TEXTNODE: { html }, STRAPI_PAGE_BODY_TEXTNODE: { html } });
};

interface PageInput {
  /** The route without language prefix, e.g. /blog/x */
  route: string;
  component: string;
  language: Lang;
  context?: Record<string, unknown>;
  matchPath?: string;
  /** Languages this route exists in (for hreflang); defaults to both. */
  languages?: Lang[];
}

const chromeByLanguage: Partial<Record<Lang, unknown>> = {};
const createdRoutes: { path: string; language: Lang; route: string }[] = [];

function i18nPage({ route, component, language, context = {}, matchPath, languages = LANGUAGES as Lang[] }: PageInput) {
  const pagePath = localizedPath(language, route);
  createdRoutes.push({ path: pagePath, language, route });
  return {
    path: pagePath,
    matchPath: matchPath ? localizedPath(language, matchPath) : undefined,
    component,
    context: {
      ...context,
      chrome: chromeByLanguage[language],
      route,
      language,
      alternates: languages,
      i18n: {
        language,
        languages: LANGUAGES,
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        routed: language !== DEFAULT_LANGUAGE,
        originalPath: route,
        path: pagePath,
      },
    },
  };
}

interface Article {
  slug: string;
  locale: Lang;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  coverAlt: string;
  cover: { localFile: { publicURL: string } | null; width: number; height: number } | null;
  seo: { title: string; description: string } | null;
  body: { data: { html: string } } | null;
}

interface ContentPage {
  slug: string;
  locale: Lang;
  title: string;
  intro: string;
  coverAlt: string;
  cover: Article['cover'];
  seo: Article['seo'];
  body: Article['body'];
}

interface Product {
  handle: string;
  categories: string[];
  createdAt: string;
  [key: string]: unknown;
}

interface Data {
  articles: { nodes: Article[] };
  pages: { nodes: ContentPage[] };
  redirects: { nodes: { from: string; to: string; permanent: boolean }[] };
  settings: { nodes: { locale: Lang; contactFormUrls: { en: string; de: string } | null }[] };
  products: { nodes: Product[] };
  menus: { nodes: { locale: Lang }[] };
  regions: { nodes: { countries: { code: string; name: string }[] }[] };
  footers: { nodes: { locale: Lang }[] };
  chromeSettings: { nodes: { locale: Lang }[] };
}

const coverFields = `cover { localFile { publicURL } width height }`;

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<Data>(`
    {
      articles: allStrapiArticle(sort: { publishedDate: DESC }) {
        nodes {
          slug locale title excerpt author publishedDate coverAlt ${coverFields}
          seo { title description }
          body { data { html } }
        }
      }
      pages: allStrapiPage {
        nodes {
          slug locale title intro coverAlt ${coverFields}
          seo { title description }
          body { data { html } }
        }
      }
      redirects: allStrapiRedirect { nodes { from to permanent } }
      menus: allStrapiMainMenu {
        nodes {
          locale
          categories {
            name categoryId href
            featured { name href alt image { localFile { publicURL } } }
            sections { name items { name href } }
          }
          pages { name href }
        }
      }
      regions: allMedusaRegion { nodes { countries { code name } } }
      footers: allStrapiMetaNavigation { nodes { locale categories { name pages { name href } } } }
      chromeSettings: allStrapiSetting { nodes { locale slogan deliveryTime contactAnswerTime socialLinks { network label url } } }
      settings: allStrapiSetting { nodes { locale contactFormUrls { en de } } }
      products: allMedusaProduct(sort: { createdAt: ASC }) {
        nodes {
          handle title subtitle subtitleDe description type categories availability startPrice listPrice
          imageAltEn imageAltDe createdAt
          options { title values }
          variants { medusaId title sku amount options { title value } }
          imageFiles { publicURL }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('site: the content queries failed', result.errors);
    return;
  }
  const { articles, pages, redirects, settings, products, menus, footers, chromeSettings, regions } = result.data;
  // The countries the shop ships to, for the language and country panel.
  const countries = regions.nodes
    .flatMap((r) => r.countries)
    .map((c) => ({ code: c.code.toUpperCase(), name: c.name }))
    .sort((a, b) => (a.code === 'DE' ? -1 : b.code === 'DE' ? 1 : a.name.localeCompare(b.name)));
  // Header, footer and settings travel in each page's context (one language each): the site's
  // sources live in site/, outside the src/ folder Gatsby scans for static queries.
  const pick = <T extends { locale: Lang }>(nodes: T[], language: Lang): Omit<T, 'locale'> | undefined => {
    const node = nodes.find((n) => n.locale === language) ?? nodes[0];
    if (!node) return undefined;
    const { locale, ...rest } = node;
    void locale;
    return rest;
  };
  for (const language of LANGUAGES as Lang[]) {
    chromeByLanguage[language] = {
      menu: pick(menus.nodes, language),
      footer: pick(footers.nodes, language),
      setting: pick(chromeSettings.nodes, language),
      siteUrl: siteServices(root).siteUrl,
      countries,
    };
  }
  const services = siteServices(root);
  const commerce = { url: services.medusaUrl, key: services.medusaKey };
  createdRoutes.length = 0;

  const productCard = (p: Product, language: Lang) => ({
    handle: p.handle,
    href: `/${productPath(p.categories)}/${p.handle}`,
    title: p.title,
    subtitle: language === 'de' ? p.subtitleDe : p.subtitle,
    availability: p.availability,
    startPrice: p.startPrice,
    listPrice: p.listPrice,
    image: (p.imageFiles as { publicURL: string }[])[0]?.publicURL ?? null,
    imageAlt: language === 'de' ? p.imageAltDe : p.imageAltEn,
  });

  const articleCard = (a: Article) => ({
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    author: a.author,
    publishedDate: a.publishedDate,
    cover: a.cover?.localFile?.publicURL ?? null,
    coverAlt: a.coverAlt,
  });

  for (const language of LANGUAGES as Lang[]) {
    const langArticles = articles.nodes.filter((a) => a.locale === language);
    const otherSlugs = (lng: Lang) => new Set(articles.nodes.filter((a) => a.locale === lng).map((a) => a.slug));

    // Home: hero slides from ready-to-ship and featured instruments, latest posts.
    const heroProducts = products.nodes.filter((p) => p.categories.includes('ready-to-ship')).slice(0, 3);
    createPage(
      i18nPage({
        route: '/',
        component: template('home'),
        language,
        context: {
          hero: heroProducts.map((p) => productCard(p, language)),
          featuredProducts: products.nodes
            .filter((p) => p.categories.includes('guitars') || p.categories.includes('basses'))
            .slice(0, 4)
            .map((p) => productCard(p, language)),
          posts: langArticles.slice(0, 3).map(articleCard),
        },
      }),
    );

    // Content and legal pages.
    for (const slug of [...CONTENT_PAGE_SLUGS, ...LEGAL_PAGE_SLUGS]) {
      const page = pages.nodes.find((p) => p.locale === language && p.slug === slug);
      if (!page) {
        reporter.warn(`site: no ${language} page "${slug}" in Strapi`);
        continue;
      }
      const setting = settings.nodes.find((s) => s.locale === language);
      createPage(
        i18nPage({
          route: `/${slug}`,
          component: template('content-page'),
          language,
          context: {
            legal: LEGAL_PAGE_SLUGS.includes(slug),
            page: {
              title: page.title,
              intro: page.intro,
              html: page.body?.data?.html ?? '',
              cover: page.cover?.localFile?.publicURL ?? null,
              coverWidth: page.cover?.width ?? null,
              coverHeight: page.cover?.height ?? null,
              coverAlt: page.coverAlt,
              seo: page.seo,
            },
            contactFormUrl: slug === 'about' ? (setting?.contactFormUrls?.[language] ?? null) : null,
          },
        }),
      );
    }

    // Blog.
    createPage(
      i18nPage({
        route: '/blog',
        component: template('blog-list'),
        language,
        context: { posts: langArticles.map(articleCard) },
      }),
    );
    for (const a of langArticles) {
      createPage(
        i18nPage({
          route: `/blog/${a.slug}`,
          component: template('blog-post'),
          language,
          languages: (LANGUAGES as Lang[]).filter((lng) => lng === language || otherSlugs(lng).has(a.slug)),
          context: {
            post: {
              ...articleCard(a),
              coverWidth: a.cover?.width ?? null,
              coverHeight: a.cover?.height ?? null,
              html: a.body?.data?.html ?? '',
              seo: a.seo,
            },
          },
        }),
      );
    }

    // Catalog.
    for (const handle of CATEGORY_HANDLES) {
      createPage(
        i18nPage({
          route: `/${handle}`,
          component: template('category'),
          language,
          context: {
            category: handle,
            products: products.nodes.filter((p) => p.categories.includes(handle)).map((p) => productCard(p, language)),
          },
        }),
      );
    }
    for (const p of products.nodes) {
      const base = productPath(p.categories);
      createPage(
        i18nPage({
          route: `/${base}/${p.handle}`,
          component: template('product'),
          language,
          context: {
            category: base === 'product' ? (p.categories[0] ?? null) : base,
            commerce,
            product: {
              ...productCard(p, language),
              description: p.description,
              type: p.type,
              options: p.options,
              variants: p.variants,
              images: (p.imageFiles as { publicURL: string }[]).map((f) => f.publicURL),
            },
          },
        }),
      );
    }

    // Client-only routes: a shell page plus a match path.
    for (const r of CLIENT_ONLY_ROUTES) {
      createPage(
        i18nPage({
          route: r.path,
          matchPath: r.matchPath,
          component: template('client-only'),
          language,
          context: { shell: r.name },
        }),
      );
    }

    // The 404 page per language; the German one also catches unknown /de/* paths in the browser.
    createPage({
      ...i18nPage({ route: '/404', component: template('not-found'), language }),
      ...(language === DEFAULT_LANGUAGE ? { path: '/404/' } : { path: '/de/404/', matchPath: '/de/*' }),
    });
  }

  const cmsRedirects = redirects.nodes.map((r) => ({ from: r.from, to: r.to, permanent: r.permanent }));
  routeState.cmsRedirects = cmsRedirects;
  routeState.routes = [...createdRoutes];
  routeState.commerceUrl = services.medusaUrl;
  routeState.siteUrl = services.siteUrl;

  routeState.frameOrigins = [
    ...new Set(
      settings.nodes.flatMap((st) =>
        Object.values(st.contactFormUrls ?? {})
          .filter(Boolean)
          .map((u) => new URL(u as string).origin),
      ),
    ),
  ];

  // The same redirects client-side, for in-app navigation.
  for (const r of expandRedirects([...FIXED_REDIRECTS, ...cmsRedirects])) {
    actions.createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: r.status === 301, redirectInBrowser: true });
  }
};

const routeState: {
  cmsRedirects: { from: string; to: string; permanent: boolean }[];
  routes: { path: string; language: Lang; route: string }[];
  commerceUrl: string;
  siteUrl: string;
  frameOrigins: string[];
} = { cmsRedirects: [], routes: [], commerceUrl: '', siteUrl: '', frameOrigins: [] };

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const summary = writeRouteManifest({ publicDir: path.resolve(root, 'public'), ...routeState });
  reporter.info(
    `site: route manifest with ${summary.redirects} redirects, ${summary.rewrites} rewrites; sitemap with ${summary.urls} URLs; ${summary.compressed} files precompressed`,
  );
};
