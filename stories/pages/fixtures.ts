// Page contexts for the site's templates, in English and German, typed by the templates' own
// Context types: when a template's context changes, these stop compiling instead of drifting.
// Built from the stories' sample data (commerce samples, sample content, sample navigation), in
// the shapes gatsby-node puts into a page's context (routes without the /de prefix: the site's
// link adds it).
import type { PageContextBase, SiteChrome } from '../../site/src/features/layout';
import type { Context as BlogListContext } from '../../site/src/templates/blog-list';
import type { Context as BlogPostContext } from '../../site/src/templates/blog-post';
import type { Context as CategoryContext } from '../../site/src/templates/category';
import type { Context as CheckoutContext } from '../../site/src/templates/checkout';
import type { Context as ClientOnlyContext } from '../../site/src/templates/client-only';
import type { Context as ConfiguratorContext } from '../../site/src/templates/configurator';
import type { Context as ContentPageContext } from '../../site/src/templates/content-page';
import type { Context as HomeContext } from '../../site/src/templates/home';
import type { Context as ProductContext } from '../../site/src/templates/product';
import { products, type SampleProduct } from '../commerce/samples';
import { instrumentPicture } from '../support/instrumentPictures';
import { samplePosts } from '../content/sampleContent';
import {
  sampleArt,
  sampleCountries,
  sampleFooter,
  sampleLegalLinks,
  sampleMenu,
  sampleSlogan,
  sampleSocial,
} from '../navigation/sampleNavigation';
import type { Lang } from '../support/locale';

type ProductTileData = HomeContext['featuredProducts'][number];
type PostTileData = HomeContext['posts'][number];

/** A sample link as a route: the language prefix comes off (SiteLink puts it back). */
const route = (href: string) => href.replace(/^\/de(?=\/|$)/, '') || '/';

function chrome(lang: Lang): SiteChrome {
  const menu = sampleMenu(lang);
  return {
    menu: {
      categories: menu.categories.map((c) => ({
        name: c.name,
        categoryId: c.id,
        href: route(c.href),
        featured: c.featured.map((f) => ({
          name: f.name,
          href: route(f.href),
          alt: f.image.alt,
          image: { localFile: { publicURL: f.image.src } },
        })),
        sections: c.sections.map((s) => ({
          name: s.name,
          items: s.items.map((i) => ({ name: i.name, href: route(i.href) })),
        })),
      })),
      pages: menu.pages.map((p) => ({ name: p.name, href: route(p.href) })),
    },
    footer: {
      categories: sampleFooter(lang).columns.map((c) => ({
        name: c.name,
        pages: c.pages.map((p) => ({ name: p.name, href: route(p.href) })),
      })),
    },
    legalLinks: sampleLegalLinks(lang).map((p) => ({ name: p.name, href: route(p.href) })),
    siteUrl: 'https://tonewood.example',
    // Germany, the EU and the export zone, as the shop's Medusa regions name them.
    countries: sampleCountries(lang).map(({ code, name }) => ({
      code,
      name,
      zone: code === 'DE' ? 'de' : ['CH', 'GB', 'NO', 'IS', 'LI', 'US'].includes(code) ? 'export' : 'eu',
    })),
    // As the build names them (site/gatsby/siteData.ts).
    languageNames: lang === 'de' ? { en: 'Englisch', de: 'Deutsch' } : { en: 'English', de: 'German' },
    setting: {
      slogan: sampleSlogan[lang],
      deliveryTime: lang === 'de' ? '4-5 Werktage' : '4-5 working days',
      contactAnswerTime: lang === 'de' ? 'innerhalb von zwei Werktagen' : 'within two working days',
      shippingZones: [
        { zoneId: 'de', name: lang === 'de' ? 'Deutschland' : 'Germany', includesTax: true },
        { zoneId: 'eu', name: lang === 'de' ? 'Europäische Union' : 'European Union', includesTax: true },
        { zoneId: 'export', name: 'Export', includesTax: false },
      ],
      socialLinks: sampleSocial.map((s) => ({ network: s.network, label: s.network, url: s.href })),
      analytics: null,
      versionCheckMinutes: 5,
    },
  };
}

function base(lang: Lang, pageRoute: string): PageContextBase {
  return {
    language: lang,
    route: pageRoute,
    alternates: ['en', 'de'],
    chrome: chrome(lang),
    // Nothing answers in Storybook (.storybook/site/medusa-js-sdk.ts): the build-time figures stay.
    commerce: { url: 'http://127.0.0.1:9000', key: 'pk_storybook' },
  };
}

/** The sample pictures are drawn 16:9; the shop's product photos are 4:3 (tiles, gallery). */
function fourByThree(url: string): string {
  const comma = url.indexOf(',');
  const svg = decodeURIComponent(url.slice(comma + 1))
    .replace('viewBox="0 0 800 450"', 'viewBox="0 -75 800 600"')
    .replace('<rect width="800" height="450"', '<rect y="-75" width="800" height="600"');
  return `${url.slice(0, comma)},${encodeURIComponent(svg)}`;
}

const tile = (
  product: SampleProduct,
  lang: Lang,
  price: Pick<ProductTileData, 'availability' | 'startPrice' | 'reduction' | 'referencePrice'>,
): ProductTileData => ({
  handle: product.href.split('/').pop()!,
  href: product.href,
  title: product.name,
  subtitle: product.subtitle[lang],
  image: fourByThree(product.src),
  imageAlt: product.alt[lang],
  // Drawn SVGs: no AVIF or WebP sizes (a plain <img>, as the site shows a drawn picture).
  imageSources: [],
  ...price,
});

const tiles = (lang: Lang): ProductTileData[] => [
  tile(products.nightjar, lang, {
    availability: 'available',
    startPrice: 2890,
    reduction: { original: 3190, lowest: 3190 },
    referencePrice: null,
  }),
  tile(products.heron, lang, {
    availability: 'built-to-order',
    startPrice: 3240,
    reduction: null,
    referencePrice: 2990,
  }),
  tile(products.ember, lang, { availability: 'available', startPrice: 1490, reduction: null, referencePrice: null }),
  tile(products.tote, lang, { availability: 'out-of-stock', startPrice: 24.5, reduction: null, referencePrice: null }),
];

const posts = (lang: Lang): PostTileData[] =>
  samplePosts(lang).map((p) => ({
    slug: route(p.href).replace('/blog/', ''),
    title: p.title,
    excerpt: p.excerpt ?? '',
    author: 'Jonas Weber',
    publishedDate: p.date,
    cover: p.image?.src ?? null,
    coverAlt: p.image?.alt ?? '',
  }));

/** The CMS seed's slogan (cms/src/seed/content/settings.ts): the home hero's subline under its headline. */
const seedSlogan: Record<Lang, string> = {
  en: 'Each instrument is built one at a time, set up by hand and played in before it leaves the bench.',
  de: 'Jedes Instrument entsteht einzeln, wird von Hand eingerichtet und eingespielt, bevor es die Werkbank verlässt.',
};

export const homeContext = (lang: Lang): HomeContext => ({
  ...base(lang, '/'),
  chrome: { ...chrome(lang), setting: { ...chrome(lang).setting, slogan: seedSlogan[lang] } },
  hero: tiles(lang).slice(0, 3),
  featuredProducts: tiles(lang),
  posts: posts(lang),
});

export const categoryContext = (lang: Lang): CategoryContext => ({
  ...base(lang, '/guitars'),
  category: 'guitars',
  categoryName: lang === 'de' ? 'Gitarren' : 'Guitars',
  products: tiles(lang),
  productCount: tiles(lang).length,
  listing: { route: '/guitars', page: 1, pages: 1 },
});

/**
 * The Nightjar S's pictures as the shop keeps them: per variant (finish, handedness) a front view
 * and the body, drawn by the instrument renderer.
 */
const pictures = (['Sunburst', 'Oxblood'] as const).flatMap((finish) =>
  [false, true].flatMap((leftHanded) =>
    (['front', 'body'] as const).map((view) => {
      const hand = { en: leftHanded ? 'left-handed' : 'right-handed', de: leftHanded ? 'Linkshänder' : 'Rechtshänder' };
      const colour = {
        en: finish === 'Sunburst' ? 'Amber Burst' : 'Oxblood',
        de: finish === 'Sunburst' ? 'Amber Burst' : 'Ochsenblut',
      };
      const what = {
        en: view === 'front' ? 'the whole instrument' : 'body and pickups',
        de: view === 'front' ? 'das ganze Instrument' : 'Korpus und Tonabnehmer',
      };
      return {
        src: instrumentPicture({ model: 'auric-t', finish, leftHanded, view, title: 'Nightjar S' }),
        alt: {
          en: `Nightjar S, ${colour.en}, ${hand.en}: ${what.en}`,
          de: `Nightjar S, ${colour.de}, ${hand.de}: ${what.de}`,
        },
      };
    }),
  ),
);

export function productContext(lang: Lang): ProductContext {
  const de = lang === 'de';
  const value = (id: string, en: string, german: string) => ({ id, label: de ? german : en });
  const variant = (color: string, orientation: string, title: string, amount: number, sku: string, index: number) => ({
    medusaId: `variant_nightjar_${sku}`,
    title,
    sku: `NJS-${sku}`,
    amount,
    // The right-handed builds are on sale (the page's start price is theirs).
    reduction: amount === 2890 ? { original: 3190, lowest: 3190 } : null,
    availability: 'available' as const,
    options: [
      { optionId: 'opt_finish', valueId: color },
      { optionId: 'opt_hand', valueId: orientation },
    ],
    // Its own pictures: the front view and the body (see pictures below).
    images: [index * 2, index * 2 + 1],
  });
  const right = de ? 'Rechtshänder' : 'Right-handed';
  const left = de ? 'Linkshänder' : 'Left-handed';
  return {
    ...base(lang, '/guitars/nightjar-s'),
    category: 'guitars',
    categoryName: de ? 'Gitarren' : 'Guitars',
    product: {
      ...tile(products.nightjar, lang, {
        availability: 'available',
        startPrice: 2890,
        reduction: { original: 3190, lowest: 3190 },
        referencePrice: null,
      }),
      type: 'guitar',
      builtToOrderDelivery: { unit: 'weeks', min: 6, max: 10 },
      description: de
        ? 'Ein leichter Korpus aus Sumpfesche, ein Hals aus geröstetem Ahorn mit rundem C-Profil und zwei handgewickelte Single Coils. Jede Nightjar wird von der Person eingestellt, die sie gebaut hat.'
        : 'A light swamp-ash body, a roasted maple neck with a rounded C profile and two hand-wound single coils. Every Nightjar is set up by the person who built it.',
      options: [
        {
          id: 'opt_finish',
          title: de ? 'Lackierung' : 'Finish',
          values: [
            value('val_amber', 'Amber Burst', 'Amber Burst'),
            value('val_oxblood', 'Oxblood', 'Ochsenblut'),
            value('val_black', 'Satin Black', 'Satinschwarz'),
          ],
        },
        {
          id: 'opt_hand',
          title: de ? 'Ausführung' : 'Orientation',
          values: [value('val_right', 'Right-handed', 'Rechtshänder'), value('val_left', 'Left-handed', 'Linkshänder')],
        },
      ],
      // No variant in satin black: the selector shows it as unavailable.
      variants: [
        variant('val_amber', 'val_right', `Amber Burst / ${right}`, 2890, 'AB-R', 0),
        variant('val_amber', 'val_left', `Amber Burst / ${left}`, 2990, 'AB-L', 1),
        variant('val_oxblood', 'val_right', `${de ? 'Ochsenblut' : 'Oxblood'} / ${right}`, 2890, 'OX-R', 2),
        variant('val_oxblood', 'val_left', `${de ? 'Ochsenblut' : 'Oxblood'} / ${left}`, 2990, 'OX-L', 3),
      ],
      images: pictures.map((p) => p.src),
      imageAlts: pictures.map((p) => p.alt[lang]),
      imageSources: pictures.map(() => []),
      // A guitar: no warnings needed (needsSafetyInformation of the rules).
      safety: { warnings: [], safetyInformation: [] },
    },
    manufacturer: {
      name: 'Tonewood Instrumentenbau GmbH',
      address: ['Werkstattweg 12', '04229 Leipzig', de ? 'Deutschland' : 'Germany'].join('\n'),
      email: 'hello@tonewood.example',
    },
  };
}

/** The product with its left-handed builds sold out (the shopper picks one: no delivery promise). */
export function productLeftSoldOutContext(lang: Lang): ProductContext {
  const context = productContext(lang);
  const variants = context.product.variants.map((v) =>
    v.sku.endsWith('-L') ? { ...v, availability: 'out-of-stock' as const } : v,
  );
  return { ...context, product: { ...context.product, variants } };
}

export const blogListContext = (lang: Lang): BlogListContext => ({ ...base(lang, '/blog'), posts: posts(lang) });

const postHtml = {
  en: `<p>Every Tonewood instrument starts as a plank in our drying room. <strong>Eighteen months</strong> later it becomes a body.</p>
<h2>What the jig does</h2>
<ul><li>It holds the neck blank at the same angle every time</li><li>The router follows a template cut from the neck we like best</li><li>The last millimetre is still done by hand</li></ul>
<blockquote><p>The best neck is the one you forget you are holding.</p></blockquote>
<p>Questions about your own build? <a href="/about#contact">Write to us</a>.</p>`,
  de: `<p>Jedes Tonewood-Instrument beginnt als Brett in unserem Trockenraum. <strong>Achtzehn Monate</strong> später wird daraus ein Korpus.</p>
<h2>Was die Schablone leistet</h2>
<ul><li>Sie hält den Halsrohling jedes Mal im selben Winkel</li><li>Die Fräse folgt einer Vorlage nach unserem Lieblingshals</li><li>Den letzten Millimeter machen wir weiter von Hand</li></ul>
<blockquote><p>Der beste Hals ist der, den du beim Spielen vergisst.</p></blockquote>
<p>Fragen zu deinem eigenen Instrument? <a href="/de/about#contact">Schreib uns</a>.</p>`,
} satisfies Record<Lang, string>;

export function blogPostContext(lang: Lang): BlogPostContext {
  const post = posts(lang)[0]!;
  return {
    ...base(lang, `/blog/${post.slug}`),
    post: { ...post, html: postHtml[lang], coverWidth: 800, coverHeight: 450, seo: null },
  };
}

const aboutHtml = {
  en: `<p>Tonewood is four people and one workshop in Leipzig. We build every instrument from the plank up: bodies, necks, pickups and the setup.</p>
<h2>How we work</h2>
<ul><li>Woods dried in our own loft for at least eighteen months</li><li>One builder per instrument, from the first cut to the setup</li><li>Repairs and adjustments for life</li></ul>
<p>Come and visit us: see <a href="/shipping-delivery">shipping &amp; delivery</a> or write to us below.</p>`,
  de: `<p>Tonewood sind vier Menschen und eine Werkstatt in Leipzig. Wir bauen jedes Instrument vom Brett an: Korpus, Hals, Tonabnehmer und Einstellung.</p>
<h2>So arbeiten wir</h2>
<ul><li>Hölzer, die mindestens achtzehn Monate auf unserem Dachboden trocknen</li><li>Ein Instrument, eine Person – vom ersten Schnitt bis zur Einstellung</li><li>Reparaturen und Einstellungen ein Leben lang</li></ul>
<p>Besuch uns: siehe <a href="/de/shipping-delivery">Versand &amp; Lieferung</a> oder schreib uns unten.</p>`,
} satisfies Record<Lang, string>;

export const contentPageContext = (lang: Lang): ContentPageContext => ({
  ...base(lang, '/about'),
  legal: false,
  page: {
    title: lang === 'de' ? 'Über uns' : 'About the workshop',
    intro:
      lang === 'de'
        ? 'Vier Menschen, eine Werkstatt in Leipzig und Instrumente, die ein Leben lang halten.'
        : 'Four people, one workshop in Leipzig and instruments built to last a lifetime.',
    html: aboutHtml[lang],
    cover: sampleArt.kestrel,
    coverWidth: 800,
    coverHeight: 450,
    coverAlt: lang === 'de' ? 'Die Werkbank mit drei Korpusrohlingen' : 'The workbench with three body blanks',
    seo: null,
  },
  // The hosted form waits behind the consent gate; nothing loads until a visitor accepts.
  contactFormUrl: 'about:blank',
  videoUrl: 'about:blank',
});

export const notFoundContext = (lang: Lang): PageContextBase => base(lang, '/404');

export const cartContext = (lang: Lang): ClientOnlyContext => ({ ...base(lang, '/cart'), shell: 'cart' });

const bankAccount = {
  holder: 'Tonewood Instrumentenbau GmbH',
  bank: 'Sparkasse Leipzig',
  iban: 'DE81 8605 5592 1090 0012 34',
  bic: 'WELADE8LXXX',
};

export const checkoutContext = (lang: Lang, shell: CheckoutContext['shell']): CheckoutContext => ({
  ...base(lang, shell === 'order-confirmation' ? '/order/confirmation' : '/checkout'),
  shell,
  products: {},
  bankAccount,
});

// The configurator's artwork: the layer SVGs the CMS seed uploads (cms/seed/configurator), as
// Storybook serves them.
const layerFiles = import.meta.glob<string>('../../cms/seed/configurator/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const layer = (name: string) => {
  const url = layerFiles[`../../cms/seed/configurator/${name}.svg`];
  if (!url) throw new Error(`no configurator layer ${name}`);
  return url;
};

/** Two models and a part of the seeded option groups, in the story's language. */
export function configuratorContext(lang: Lang): ConfiguratorContext {
  const de = lang === 'de';
  const t = (en: string, german: string) => (de ? german : en);
  const guitar = ['custom-guitar'];
  const bass = ['custom-bass'];
  return {
    ...base(lang, '/configurator-test'),
    models: [
      { handle: 'custom-guitar', title: t('Custom Guitar', 'Custom-Gitarre'), description: '', price: 2490 },
      { handle: 'custom-bass', title: t('Custom Bass', 'Custom-Bass'), description: '', price: 2690 },
    ],
    groups: [
      {
        key: 'bodyShape',
        label: t('Body shape', 'Korpusform'),
        position: 1,
        layout: 'list',
        values: [
          {
            key: 'single-cut',
            label: 'Single cut',
            priceDelta: 0,
            layerImage: layer('body-single-cut'),
            models: guitar,
          },
          { key: 'offset', label: 'Offset', priceDelta: 120, layerImage: layer('body-offset'), models: guitar },
          { key: 'jazz', label: 'Jazz', priceDelta: 0, layerImage: layer('body-jazz'), models: bass },
        ],
      },
      {
        key: 'topWood',
        label: t('Top', 'Decke'),
        position: 3,
        layout: 'list',
        layerMask: 'bodyShape',
        values: [
          { key: 'none', label: t('No top', 'Ohne Decke'), priceDelta: 0 },
          { key: 'flame-maple', label: t('Flame maple', 'Riegelahorn'), priceDelta: 350, layerColor: '#d9a86c' },
        ],
      },
      {
        key: 'finish',
        label: t('Finish', 'Lackierung'),
        position: 4,
        layout: 'swatch',
        layerMask: 'bodyShape',
        values: [
          { key: 'natural', label: t('Natural', 'Natur'), priceDelta: 0, swatch: '#e3c9a0' },
          {
            key: 'transparent-cherry',
            label: t('Transparent cherry', 'Kirschrot transparent'),
            priceDelta: 180,
            swatch: '#9e1b1b',
            layerColor: '#9e1b1b99',
            requires: { topWood: ['flame-maple'] },
            unavailableNote: t('Needs a figured maple top', 'Nur mit geflammter Ahorndecke'),
          },
          {
            key: 'solid-black',
            label: t('Solid black', 'Schwarz deckend'),
            priceDelta: 90,
            swatch: '#1e1a17',
            layerColor: '#1e1a17',
          },
        ],
      },
      {
        key: 'neck',
        label: t('Neck', 'Hals'),
        position: 5,
        layout: 'list',
        values: [
          {
            key: 'maple',
            label: t('Maple', 'Ahorn'),
            priceDelta: 0,
            layerImage: layer('neck-guitar'),
            layerColor: '#e2c38c',
            models: guitar,
          },
          {
            key: 'maple',
            label: t('Maple', 'Ahorn'),
            priceDelta: 0,
            layerImage: layer('neck-bass'),
            layerColor: '#e2c38c',
            models: bass,
          },
        ],
      },
      {
        key: 'hardware',
        label: 'Hardware',
        position: 8,
        layout: 'list',
        values: [
          {
            key: 'chrome',
            label: t('Chrome', 'Chrom'),
            priceDelta: 0,
            layerImage: layer('hardware-guitar-hardtail'),
            layerColor: '#c8ccd0',
            models: guitar,
          },
          {
            key: 'chrome',
            label: t('Chrome', 'Chrom'),
            priceDelta: 0,
            layerImage: layer('hardware-bass'),
            layerColor: '#c8ccd0',
            models: bass,
          },
          {
            key: 'tremolo',
            label: t('Chrome tremolo', 'Chrom mit Tremolo'),
            priceDelta: 150,
            layerImage: layer('hardware-guitar-tremolo'),
            layerColor: '#c8ccd0',
            requires: { model: ['custom-guitar'] },
            unavailableNote: t('Basses have no tremolo', 'Bässe haben kein Tremolo'),
          },
        ],
      },
      {
        key: 'handedness',
        label: t('Handedness', 'Händigkeit'),
        position: 9,
        layout: 'list',
        values: [
          { key: 'right', label: t('Right-handed', 'Rechtshänder'), priceDelta: 0 },
          { key: 'left', label: t('Left-handed', 'Linkshänder'), priceDelta: 150, mirror: true },
        ],
      },
    ],
  };
}
