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
import {
  checkCmsRedirects,
  expandRedirects,
  removeSourceMaps,
  writeRouteManifest,
} from './site/build/route-manifest.mjs';
import { markdownToHtml } from './site/build/markdown.mjs';
import { cmsLink, droppedLinkMessage } from './site/config/links.mjs';

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
// The browser bundles of a production build get no source maps: they would publish the site's
// sources to everyone (the server refuses *.map as well; onPostBuild removes stale ones).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage }) => {
  const require = process.getBuiltinModule('module').createRequire(path.join(root, 'package.json'));
  const loader = require.resolve('@tonewood/design-system/bundling/radix-pure-names');
  const { RADIX_MODULE } = require(loader) as { RADIX_MODULE: RegExp };
  actions.setWebpackConfig({
    module: { rules: [{ test: RADIX_MODULE, enforce: 'pre', use: [loader] }] },
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
  });
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type STRAPI_ARTICLE_BODY_TEXTNODE implements Node { html: String }
    type STRAPI_PAGE_BODY_TEXTNODE implements Node { html: String }
  `);
};

// Rich text: markdown to HTML, with links outside the site's link rule dropped and reported
// (site/config/links.mjs), naming the entry they came from.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create, reporter }) => {
  const warned = new Set<string>();
  const html = (type: string) => ({
    type: 'String',
    resolve: (
      source: { body?: string; parent?: string },
      _args: unknown,
      context: { nodeModel: { getNodeById: (q: { id?: string }) => { locale?: string; slug?: string } | null } },
    ) => {
      const entry = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
      return markdownToHtml(source.body ?? '', {
        onDroppedLink: (link: string) => {
          const field = `body${entry?.slug ? ` (slug "${entry.slug}")` : ''}`;
          const message = droppedLinkMessage(link, { type, locale: entry?.locale, field });
          if (!warned.has(message)) reporter.warn(message);
          warned.add(message);
        },
      });
    },
  });
  create({
    STRAPI_ARTICLE_BODY_TEXTNODE: { html: html('article') },
    STRAPI_PAGE_BODY_TEXTNODE: { html: html('page') },
  });
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
  menus: { nodes: MenuNode[] };
  regions: { nodes: { countries: { code: string; name: string }[] }[] };
  footers: { nodes: FooterNode[] };
  chromeSettings: { nodes: SettingNode[] };
}

const coverFields = `cover { localFile { publicURL } width height }`;

// Every link from Strapi passes site/config/links.mjs before it reaches an href or a frame: an
// entry whose link is dropped is left out, with a build warning naming content type, locale and
// field.
type Warn = (message: string) => void;
type Where = { type: string; locale?: string; field: string };

function keepLinked<T>(items: T[] | null | undefined, check: (item: T, i: number) => T | null): T[] {
  return (items ?? []).flatMap((item, i) => {
    const checked = check(item, i);
    return checked ? [checked] : [];
  });
}

function checkHref<T extends { href: string }>(item: T, where: Where, warn: Warn): T | null {
  const href = cmsLink(item.href, where, warn);
  return href === null ? null : { ...item, href };
}

interface MenuNode {
  locale: Lang;
  categories: {
    href: string;
    featured: { href: string }[];
    sections: { items: { href: string }[] }[];
  }[];
  pages: { href: string }[];
}

function checkMenu<T extends MenuNode>(menu: T, warn: Warn): T {
  const where = (field: string) => ({ type: 'main-menu', locale: menu.locale, field });
  return {
    ...menu,
    categories: keepLinked(menu.categories, (c, i) => {
      const category = checkHref(c, where(`categories[${i}].href`), warn);
      return (
        category && {
          ...category,
          featured: keepLinked(c.featured, (f, j) => checkHref(f, where(`categories[${i}].featured[${j}].href`), warn)),
          sections: c.sections.map((section, j) => ({
            ...section,
            items: keepLinked(section.items, (item, k) =>
              checkHref(item, where(`categories[${i}].sections[${j}].items[${k}].href`), warn),
            ),
          })),
        }
      );
    }),
    pages: keepLinked(menu.pages, (p, i) => checkHref(p, where(`pages[${i}].href`), warn)),
  };
}

interface FooterNode {
  locale: Lang;
  categories: { pages: { href: string }[] }[];
}

function checkFooter<T extends FooterNode>(footer: T, warn: Warn): T {
  return {
    ...footer,
    categories: footer.categories.map((c, i) => ({
      ...c,
      pages: keepLinked(c.pages, (p, j) =>
        checkHref(
          p,
          { type: 'meta-navigation', locale: footer.locale, field: `categories[${i}].pages[${j}].href` },
          warn,
        ),
      ),
    })),
  };
}

interface SettingNode {
  locale: Lang;
  socialLinks: { url: string }[];
}

function checkSocialLinks<T extends SettingNode>(setting: T, warn: Warn): T {
  return {
    ...setting,
    socialLinks: keepLinked(setting.socialLinks, (link, i) => {
      const url = cmsLink(link.url, { type: 'setting', locale: setting.locale, field: `socialLinks[${i}].url` }, warn);
      return url === null ? null : { ...link, url };
    }),
  };
}

/** The contact form's address per language: an absolute http(s) URL or nothing. */
function checkContactFormUrls(
  setting: { locale: Lang; contactFormUrls: { en: string; de: string } | null },
  warn: Warn,
): Partial<Record<Lang, string>> {
  const urls: Partial<Record<Lang, string>> = {};
  for (const language of LANGUAGES as Lang[]) {
    const value = setting.contactFormUrls?.[language];
    if (!value) continue;
    const where = { type: 'setting', locale: setting.locale, field: `contactFormUrls.${language}` };
    const url = cmsLink(value, where, warn, { schemes: ['https', 'http'], relative: false });
    if (url) urls[language] = url;
  }
  return urls;
}

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
  const { articles, pages, redirects, products, regions } = result.data;
  const warn: Warn = (message) => reporter.warn(message);
  const menus = { nodes: result.data.menus.nodes.map((m) => checkMenu(m, warn)) };
  const footers = { nodes: result.data.footers.nodes.map((f) => checkFooter(f, warn)) };
  const chromeSettings = { nodes: result.data.chromeSettings.nodes.map((st) => checkSocialLinks(st, warn)) };
  const settings = {
    nodes: result.data.settings.nodes.map((st) => ({
      locale: st.locale,
      contactFormUrls: checkContactFormUrls(st, warn),
    })),
  };
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

  const cmsRedirects = checkCmsRedirects(
    redirects.nodes.map((r) => ({ from: r.from, to: r.to, permanent: r.permanent })),
    warn,
  );
  routeState.cmsRedirects = cmsRedirects;
  routeState.routes = [...createdRoutes];
  routeState.commerceUrl = services.medusaUrl;
  routeState.siteUrl = services.siteUrl;

  routeState.frameOrigins = [
    ...new Set(settings.nodes.flatMap((st) => Object.values(st.contactFormUrls).map((u) => new URL(u).origin))),
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
  const removed = removeSourceMaps(path.resolve(root, 'public'));
  if (removed) reporter.info(`site: removed ${removed} source map files left by an earlier build`);
  const summary = writeRouteManifest({ publicDir: path.resolve(root, 'public'), ...routeState });
  reporter.info(
    `site: route manifest with ${summary.redirects} redirects, ${summary.rewrites} rewrites; sitemap with ${summary.urls} URLs; ${summary.compressed} files precompressed; ${summary.repaired} pages cleared of NUL bytes`,
  );
};
