// Sourcing: the one query of the build (typed by Gatsby's GraphQL typegen, site/gatsby-types.d.ts)
// and its result in the shapes the page steps use: CMS links checked, the header, footer and
// settings per language, products and posts as the templates read them.
import type { BankAccount } from '../src/features/checkout';
import type { ConfiguratorGroup, ConfiguratorValue } from '../src/features/configurator';
import type { CreatePagesArgs } from 'gatsby';
import type { Availability, ImageSource, ReducedPrice } from '@tonewood/design-system';
import { imageSourcesOf } from './imageSources';
import type { SiteChrome } from '../src/features/layout';
import type { Manufacturer } from '@tonewood/design-system';
import {
  BCP47,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOfLocale,
  type DeliveryTime,
  type Language,
} from '@tonewood/rules';
import {
  checkAnalytics,
  checkContactFormUrls,
  checkFooter,
  checkMenu,
  checkSocialLinks,
  checkVideoUrl,
  type Warn,
} from './cmsLinks';
import { LEGAL_PAGE_SLUGS, WITHDRAWAL_ROUTE } from '../config/routes.mjs';

type Data = Queries.SitePagesQuery;
type Cover = { localFile: { publicURL: string | null } | null; width: number | null; height: number | null } | null;

export interface Article {
  slug: string;
  locale: Language;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  coverAlt: string;
  cover: Cover;
  seo: { title: string | null; description: string | null } | null;
  html: string;
}

interface ContentPage {
  slug: string;
  locale: Language;
  title: string;
  intro: string;
  coverAlt: string;
  cover: Cover;
  seo: { title: string | null; description: string | null } | null;
  html: string;
}

/** A catalog text in both languages, from Medusa (German: its Translation Module). */
type Localized = Record<Language, string>;

export interface Product {
  handle: string;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  type: string;
  categories: string[];
  /** Made to the shopper's specification (Medusa metadata made_to_specification): no right of withdrawal. */
  madeToSpecification: boolean;
  /** Its delivery time when built to order (Medusa metadata delivery_weeks_min/max; the delivery rule). */
  builtToOrderDelivery: DeliveryTime;
  /** Derived from the variants' inventory (site/src/features/catalog/availability.mjs). */
  availability: Availability;
  /** The 'from' price (site/src/features/catalog/price.mjs); null for a product without prices. */
  startPrice: number | null;
  /** The start price's reduction (original and 30-day lowest price; price.mjs), else null. */
  reduction: ReducedPrice | null;
  /** The reference price a surcharge badge compares with, else null. */
  referencePrice: number | null;
  /** Options and values by their Medusa ids, which are the same in both languages. */
  options: { id: string; title: Localized; values: { id: string; value: Localized }[] }[];
  variants: {
    medusaId: string;
    title: Localized;
    sku: string;
    amount: number | null;
    reduction: ReducedPrice | null;
    availability: Availability;
    options: { optionId: string; valueId: string }[];
  }[];
  images: string[];
  /** The alt text of each image in `images`. */
  imageAlts: Localized[];
  /** Each image in `images` in AVIF and WebP at the renderer's widths (none for a drawn SVG). */
  imageSources: ImageSource[][];
  /** Warnings and safety information (GPSR) per language, one entry per line; empty when none are needed. */
  safety: Record<Language, { warnings: string[]; safetyInformation: string[] }>;
}

export interface SiteData {
  articles: Article[];
  pages: ContentPage[];
  products: Product[];
  /** Category names from Medusa, by handle. */
  categoryNames: Record<string, Localized>;
  redirects: { from: string; to: string; permanent: boolean }[];
  /** Header, footer and settings per language; they travel in each page's context. */
  chrome: Record<Language, SiteChrome>;
  contactFormUrls: Record<Language, Partial<Record<Language, string>>>;
  /** The manufacturer (product safety on every product page), per language; null when the CMS has none. */
  manufacturer: Record<Language, Manufacturer | null>;
  /** The workshop's bank account (bank transfers), per language; null when the CMS has none. */
  bankAccount: Record<Language, BankAccount | null>;
  /** The workshop video on /about per language (behind the cookie consent), or none. */
  videoUrls: Record<Language, string | null>;
  /** The configurator: its models (Medusa) and option groups per language (Strapi). */
  configurator: {
    models: { handle: string; title: Localized; description: Localized; price: number }[];
    groups: Record<Language, ConfiguratorGroup[]>;
  };
}

/** How often the site looks for a new build when the CMS does not say (minutes). */
const DEFAULT_VERSION_CHECK_MINUTES = 5;

const text = (value: string | null | undefined) => value ?? '';
const present = <T>(items: readonly (T | null)[] | null | undefined): T[] =>
  (items ?? []).filter((i): i is T => i != null);
const localized = (t: { readonly en: string; readonly de: string }): Localized => ({ en: t.en, de: t.de });
const reduced = (r: { readonly original: number; readonly lowest: number } | null): ReducedPrice | null =>
  r && { original: r.original, lowest: r.lowest };
const AVAILABILITIES: readonly Availability[] = ['available', 'built-to-order', 'out-of-stock'];
/** The source plugin writes one of the three states; anything else would be a bug there. */
function availability(value: string): Availability {
  if (!AVAILABILITIES.includes(value as Availability)) throw new Error(`unknown availability "${value}"`);
  return value as Availability;
}

/** The source plugin writes a build's delivery time in weeks; anything else would be a bug there. */
function deliveryWeeks(time: { readonly unit: string; readonly min: number; readonly max: number }): DeliveryTime {
  if (time.unit !== 'weeks') throw new Error(`a build's delivery time in "${time.unit}"`);
  return { unit: 'weeks', min: time.min, max: time.max };
}

/** The node of a language, else the first one (as the CMS may lack a translation). */
const LEGAL_ROUTES = new Set([...LEGAL_PAGE_SLUGS.map((slug) => `/${slug}`), WITHDRAWAL_ROUTE]);

/** The footer's links to the legal pages and the withdrawal function, in the footer's order. */
function legalLinks(footer: SiteChrome['footer']): SiteChrome['legalLinks'] {
  return footer.categories.flatMap((c) => c.pages.filter((p) => LEGAL_ROUTES.has(p.href)));
}

function inLanguage<T extends { locale: string | null }>(nodes: readonly T[], lng: Language): T | undefined {
  return nodes.find((n) => n.locale === lng) ?? nodes[0];
}

/** A Strapi node as page context carries it: without its locale (the page has one). */
function withoutLocale<T extends { locale: string | null }>(node: T | undefined): Omit<T, 'locale'> | undefined {
  if (!node) return undefined;
  const rest: Partial<T> = { ...node };
  delete rest.locale;
  return rest as Omit<T, 'locale'>;
}

export async function siteData(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  siteUrl: string,
): Promise<SiteData | null> {
  const result = await graphql<Data>(/* GraphQL */ `
    fragment SiteDataCover on STRAPI__MEDIA {
      localFile {
        publicURL
      }
      width
      height
    }
    fragment SiteDataReduction on MedusaReduction {
      original
      lowest
    }
    fragment SiteDataSeo on STRAPI__COMPONENT_SHARED_SEO {
      title
      description
    }
    query SitePages {
      articles: allStrapiArticle(sort: { publishedDate: DESC }) {
        nodes {
          slug
          locale
          title
          excerpt
          author
          publishedDate
          coverAlt
          cover {
            ...SiteDataCover
          }
          seo {
            ...SiteDataSeo
          }
          body {
            data {
              html
            }
          }
        }
      }
      pages: allStrapiPage {
        nodes {
          slug
          locale
          title
          intro
          coverAlt
          cover {
            ...SiteDataCover
          }
          seo {
            ...SiteDataSeo
          }
          body {
            data {
              html
            }
          }
        }
      }
      redirects: allStrapiRedirect {
        nodes {
          from
          to
          permanent
        }
      }
      menus: allStrapiMainMenu {
        nodes {
          locale
          categories {
            name
            categoryId
            href
            featured {
              name
              href
              alt
              image {
                localFile {
                  publicURL
                }
              }
            }
            sections {
              name
              items {
                name
                href
              }
            }
          }
          pages {
            name
            href
          }
        }
      }
      regions: allMedusaRegion {
        nodes {
          shippingZoneId
          countries {
            code
            name
          }
        }
      }
      footers: allStrapiMetaNavigation {
        nodes {
          locale
          categories {
            name
            pages {
              name
              href
            }
          }
        }
      }
      settings: allStrapiSetting {
        nodes {
          locale
          slogan
          deliveryTime
          contactAnswerTime
          socialLinks {
            network
            label
            url
          }
          contactFormUrls {
            en
            de
          }
          manufacturerName
          manufacturerAddress
          manufacturerEmail
          bankAccountHolder
          bankName
          bankIban
          bankBic
          workshopVideoUrl
          analyticsEndpoint
          analyticsWebsiteId
          versionCheckMinutes
          ShippingZones {
            zone_id
            name
            includes_tax
          }
        }
      }
      products: allMedusaProduct(sort: { createdAt: ASC }) {
        nodes {
          handle
          title {
            en
            de
          }
          subtitle {
            en
            de
          }
          description {
            en
            de
          }
          type
          collection
          madeToSpecification
          builtToOrderDelivery {
            unit
            min
            max
          }
          categories
          availability
          startPrice
          reduction {
            ...SiteDataReduction
          }
          referencePrice
          options {
            id
            title {
              en
              de
            }
            values {
              id
              value {
                en
                de
              }
            }
          }
          variants {
            medusaId
            title {
              en
              de
            }
            sku
            amount
            reduction {
              ...SiteDataReduction
            }
            availability
            options {
              optionId
              valueId
            }
            imageIndexes
          }
          imageAlts {
            en
            de
          }
          safety {
            en {
              warnings
              safetyInformation
            }
            de {
              warnings
              safetyInformation
            }
          }
          imageFiles {
            publicURL
          }
          imageSources {
            index
            type
            width
            file {
              publicURL
            }
          }
        }
      }
      optionGroups: allStrapiConfiguratorOptionGroup(sort: { position: ASC }) {
        nodes {
          locale
          key
          label
          description
          position
          layout
          layerMask
          values {
            key
            label
            description
            priceDelta
            swatch
            layerColor
            mirror
            unavailableNote
            models
            requires
            layerImage {
              localFile {
                publicURL
              }
            }
          }
        }
      }
      categories: allMedusaCategory {
        nodes {
          handle
          name {
            en
            de
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('site: the content queries failed', result.errors);
    return null;
  }
  const data = result.data;
  const warn: Warn = (message) => reporter.warn(message);

  const menus = data.menus.nodes.map((m) => checkMenu(m, warn));
  const footers = data.footers.nodes.map((f) => checkFooter(f, warn));
  const settings = data.settings.nodes.map((s) => checkSocialLinks(s, warn));
  // The countries the shop ships to, for the language and country panel.
  // Each with its shipping zone (the region's shipping_zone_id), for prices before the matrix loads.
  // Named here in the page's language (Intl.DisplayNames, at build time): the header's language
  // button and the panel then name them without Intl in the browser, whose first Intl call loads
  // its ICU data while the page hydrates (rules/src/money.ts).
  const shippingCountries = data.regions.nodes
    .flatMap((r) => present(r.countries).map((c) => ({ c, zone: r.shippingZoneId ?? null })))
    .map(({ c, zone }) => ({ code: text(c.code).toUpperCase(), name: text(c.name), zone }));
  const countriesIn = (lng: Language): SiteChrome['countries'] => {
    const names = new Intl.DisplayNames([BCP47[lng]], { type: 'region' });
    return shippingCountries
      .map((country) => ({ ...country, name: names.of(country.code) ?? country.name }))
      .sort((a, b) => (a.code === 'DE' ? -1 : b.code === 'DE' ? 1 : a.name.localeCompare(b.name, BCP47[lng])));
  };
  const languageNamesIn = (lng: Language) => {
    const names = new Intl.DisplayNames([BCP47[lng]], { type: 'language' });
    return Object.fromEntries(LANGUAGES.map((other) => [other, names.of(other) ?? other])) as Record<Language, string>;
  };
  const chromeFor = (lng: Language): SiteChrome => {
    // Strapi's menu, footer and setting as the layout reads them; the query names every field.
    const menu = withoutLocale(inLanguage(menus, lng)) ?? { categories: [], pages: [] };
    const footer = withoutLocale(inLanguage(footers, lng)) ?? { categories: [] };
    const setting = inLanguage(settings, lng);
    return {
      menu: menu as unknown as SiteChrome['menu'],
      footer: footer as unknown as SiteChrome['footer'],
      legalLinks: legalLinks(footer as unknown as SiteChrome['footer']),
      setting: {
        slogan: text(setting?.slogan),
        deliveryTime: text(setting?.deliveryTime),
        contactAnswerTime: text(setting?.contactAnswerTime),
        // Whether each shipping zone's prices include VAT (the CMS zone map, spec section 5), and
        // its name in the page's language (the price line's region, the shipping modal's zone).
        shippingZones: present(setting?.ShippingZones).map((z) => ({
          zoneId: text(z.zone_id),
          name: text(z.name),
          includesTax: z.includes_tax !== false,
        })),
        socialLinks: present(setting?.socialLinks).map((s) => ({
          network: text(s.network),
          label: text(s.label),
          url: text(s.url),
        })),
        analytics: setting ? checkAnalytics(setting, warn) : null,
        versionCheckMinutes: setting?.versionCheckMinutes ?? DEFAULT_VERSION_CHECK_MINUTES,
      },
      siteUrl,
      countries: countriesIn(lng),
      languageNames: languageNamesIn(lng),
    };
  };
  const byLanguage = <T>(make: (lng: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((lng) => [lng, make(lng)])) as Record<Language, T>;

  return {
    articles: data.articles.nodes.map((a) => ({
      slug: text(a.slug),
      locale: languageOfLocale(a.locale),
      title: text(a.title),
      excerpt: text(a.excerpt),
      author: text(a.author),
      publishedDate: text(a.publishedDate),
      coverAlt: text(a.coverAlt),
      cover: a.cover,
      seo: a.seo,
      html: text(a.body?.data?.html),
    })),
    pages: data.pages.nodes.map((p) => ({
      slug: text(p.slug),
      locale: languageOfLocale(p.locale),
      title: text(p.title),
      intro: text(p.intro),
      coverAlt: text(p.coverAlt),
      cover: p.cover,
      seo: p.seo,
      html: text(p.body?.data?.html),
    })),
    products: data.products.nodes
      .filter((p) => p.collection !== CONFIGURATOR_COLLECTION)
      .map((p) => ({
        handle: p.handle,
        title: localized(p.title),
        subtitle: localized(p.subtitle),
        description: localized(p.description),
        type: p.type,
        categories: [...p.categories],
        madeToSpecification: p.madeToSpecification === true,
        builtToOrderDelivery: deliveryWeeks(p.builtToOrderDelivery),
        availability: availability(p.availability),
        startPrice: p.startPrice ?? null,
        reduction: reduced(p.reduction),
        referencePrice: p.referencePrice ?? null,
        options: p.options.map((o) => ({
          id: o.id,
          title: localized(o.title),
          values: o.values.map((v) => ({ id: v.id, value: localized(v.value) })),
        })),
        variants: p.variants.map((v) => ({
          medusaId: v.medusaId,
          title: localized(v.title),
          sku: v.sku,
          amount: v.amount ?? null,
          reduction: reduced(v.reduction),
          availability: availability(v.availability),
          options: v.options.map((o) => ({ optionId: o.optionId, valueId: o.valueId })),
          images: [...v.imageIndexes],
        })),
        images: present(p.imageFiles).map((f) => text(f.publicURL)),
        imageSources: (p.imageFiles ?? []).flatMap((f, index) =>
          f ? [imageSourcesOf(p.imageSources.filter((s) => s.index === index))] : [],
        ),
        imageAlts: p.imageAlts.map(localized),
        safety: byLanguage((lng) => ({
          warnings: [...p.safety[lng].warnings],
          safetyInformation: [...p.safety[lng].safetyInformation],
        })),
      })),
    categoryNames: Object.fromEntries(data.categories.nodes.map((c) => [c.handle, localized(c.name)])),
    redirects: data.redirects.nodes.map((r) => ({
      from: text(r.from),
      to: text(r.to),
      permanent: Boolean(r.permanent),
    })),
    chrome: byLanguage(chromeFor),
    contactFormUrls: byLanguage((lng) => {
      const setting = data.settings.nodes.find((s) => s.locale === lng);
      return setting ? checkContactFormUrls(setting, warn) : {};
    }),
    manufacturer: byLanguage((lng) => {
      const setting = inLanguage(data.settings.nodes, lng);
      if (setting?.manufacturerName && setting.manufacturerAddress && setting.manufacturerEmail)
        return {
          name: setting.manufacturerName,
          address: setting.manufacturerAddress,
          email: setting.manufacturerEmail,
        };
      // Every product page names the manufacturer (GPSR): say so at every build until the CMS does.
      warn(
        `site: the CMS settings (${lng}) lack the manufacturer's name, postal address or email; product pages name none`,
      );
      return null;
    }),
    bankAccount: byLanguage((lng) => {
      const setting = inLanguage(data.settings.nodes, lng);
      return setting?.bankIban
        ? {
            holder: text(setting.bankAccountHolder),
            bank: text(setting.bankName),
            iban: setting.bankIban,
            bic: text(setting.bankBic),
          }
        : null;
    }),
    videoUrls: byLanguage((lng) => {
      const setting = data.settings.nodes.find((s) => s.locale === lng);
      return setting ? checkVideoUrl(setting, warn) : null;
    }),
    configurator: configuratorData(data, byLanguage, warn),
  };
}

/** The Medusa collection whose products are the configurator's models (not sold from the catalog). */
const CONFIGURATOR_COLLECTION = 'configurator';

type GroupNode = Data['optionGroups']['nodes'][number];
type ValueNode = NonNullable<NonNullable<GroupNode['values']>[number]>;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function valueOf(v: ValueNode, group: string, warn: Warn): ConfiguratorValue {
  // Plain JSON (site/gatsby/schema.ts); the CMS refuses malformed shapes, the build checks again.
  const models: unknown = v.models;
  const requires: unknown = v.requires;
  if (models != null && !isStrings(models))
    warn(`site: configurator ${group}.${v.key}: "models" is not a list of handles`);
  const requiresOk =
    requires != null &&
    typeof requires === 'object' &&
    !Array.isArray(requires) &&
    Object.values(requires).every(isStrings);
  if (requires != null && !requiresOk)
    warn(`site: configurator ${group}.${v.key}: "requires" is not { group: [values] }`);
  return {
    key: text(v.key),
    label: text(v.label),
    description: v.description ?? null,
    priceDelta: v.priceDelta ?? 0,
    swatch: v.swatch ?? null,
    layerImage: v.layerImage?.localFile?.publicURL ?? null,
    layerColor: v.layerColor ?? null,
    mirror: Boolean(v.mirror),
    models: isStrings(models) ? models : null,
    requires: requiresOk ? (requires as Record<string, string[]>) : null,
    unavailableNote: v.unavailableNote ?? null,
  };
}

/** What must be the same in every language: keys, prices, constraints and artwork. */
const shapeOf = (groups: ConfiguratorGroup[]) =>
  JSON.stringify(
    groups.map((g) => [
      g.key,
      g.position,
      g.layerMask,
      g.values.map((v) => [v.key, v.priceDelta, v.layerColor, v.mirror, v.models, v.requires, v.layerImage]),
    ]),
  );

function configuratorData(
  data: Data,
  byLanguage: <T>(make: (lng: Language) => T) => Record<Language, T>,
  warn: Warn,
): SiteData['configurator'] {
  const models = data.products.nodes
    .filter((p) => p.collection === CONFIGURATOR_COLLECTION)
    .flatMap((p) => {
      if (p.startPrice == null) {
        warn(`site: the configurator model ${p.handle} has no price; left out`);
        return [];
      }
      return [
        { handle: p.handle, title: localized(p.title), description: localized(p.description), price: p.startPrice },
      ];
    })
    // Medusa's order is not fixed: the cheapest model first (the page's default), then by handle.
    .sort((a, b) => a.price - b.price || a.handle.localeCompare(b.handle));
  const groups = byLanguage((lng) =>
    data.optionGroups.nodes
      .filter((g) => g.locale === lng)
      .map((g): ConfiguratorGroup => ({
        key: text(g.key),
        label: text(g.label),
        description: g.description ?? null,
        position: g.position ?? 0,
        layout: g.layout === 'swatch' ? 'swatch' : 'list',
        layerMask: g.layerMask ?? null,
        values: present(g.values).map((v) => valueOf(v, text(g.key), warn)),
      })),
  );
  // An editor who changes a price or a rule in one language only would show two prices for one link.
  for (const lng of LANGUAGES)
    if (lng !== DEFAULT_LANGUAGE && shapeOf(groups[lng]) !== shapeOf(groups[DEFAULT_LANGUAGE]))
      warn(
        `site: the configurator's ${lng} option groups differ from the ${DEFAULT_LANGUAGE} ones in keys, prices, rules or artwork`,
      );
  return { models, groups };
}
