import { renderToStaticMarkup } from 'react-dom/server';
import type {
  FooterColumn,
  FooterData,
  MenuData,
  MenuLink,
  ShippingCountry,
  SocialLink,
} from '@tonewood/design-system';
import { InstrumentArt, type InstrumentArtProps } from '../support/InstrumentArt';
import type { Lang } from '../support/locale';

// Featured tiles take an image URL (the CMS delivers one), so the story art is turned into
// inline SVG data URLs: no network, identical pixels on every run.
const svgUrl = (markup: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'))}`;

const instrument = (props: Omit<InstrumentArtProps, 'label'>) =>
  svgUrl(renderToStaticMarkup(<InstrumentArt {...props} label="" />));

const amp = (tolex: string, background: string, kind: 'combo' | 'cab' | 'head') => {
  const h = kind === 'head' ? 150 : kind === 'cab' ? 320 : 260;
  const y = 225 - h / 2;
  const speakers =
    kind === 'cab'
      ? '<circle cx="320" cy="245" r="70" fill="#2b211a"/><circle cx="480" cy="245" r="70" fill="#2b211a"/>'
      : kind === 'combo'
        ? '<circle cx="400" cy="255" r="80" fill="#2b211a"/>'
        : '';
  const panel =
    kind === 'cab'
      ? ''
      : `<rect x="220" y="${y + 14}" width="360" height="40" rx="4" fill="#d9b98c"/>${[0, 1, 2, 3, 4, 5]
          .map((i) => `<circle cx="${260 + i * 50}" cy="${y + 34}" r="9" fill="#231912"/>`)
          .join('')}`;
  const grille =
    kind === 'head' ? '' : `<rect x="220" y="${y + 64}" width="360" height="${h - 84}" rx="6" fill="#6b4f3a"/>`;
  return svgUrl(
    `<svg viewBox="0 0 800 450"><rect width="800" height="450" fill="${background}"/><rect x="200" y="${y}" width="400" height="${h}" rx="14" fill="${tolex}"/>${grille}${speakers}${panel}</svg>`,
  );
};

const garment = (color: string, background: string, kind: 'shirt' | 'tote' | 'strap') => {
  const shapes = {
    shirt: '<path d="M300 110l-110 60 40 80 50-25v175h240V225l50 25 40-80-110-60c-10 35-45 55-100 55s-90-20-100-55z"/>',
    tote: '<path d="M320 170c0-70 160-70 160 0" fill="none" stroke-width="16" stroke="#231912"/><rect x="260" y="170" width="280" height="220" rx="10"/>',
    strap: '<path d="M140 300c120-160 400-160 520 0" fill="none" stroke-width="46" stroke-linecap="round"/>',
  }[kind];
  return svgUrl(
    `<svg viewBox="0 0 800 450"><rect width="800" height="450" fill="${background}"/><g fill="${color}" stroke="${color}">${shapes}</g><circle cx="400" cy="${kind === 'strap' ? 210 : 260}" r="26" fill="#f0c674"/></svg>`,
  );
};

export const sampleArt = {
  nightjar: instrument({ finish: '#b5651d', background: '#ecdfc9' }),
  aurora: instrument({ finish: '#4d382a', background: '#f6efe3' }),
  kestrel: instrument({ finish: '#7f1d13', background: '#e9eaec' }),
  heronP: instrument({ kind: 'bass', finish: '#d4962f', background: '#f6efe3' }),
  heronJ: instrument({ kind: 'bass', finish: '#2f6b36', background: '#ecdfc9' }),
  osprey: instrument({ kind: 'bass', finish: '#35261c', background: '#e3efdf' }),
  combo: amp('#35261c', '#ecdfc9', 'combo'),
  cab: amp('#231912', '#f6efe3', 'cab'),
  head: amp('#4d382a', '#e9eaec', 'head'),
  shirt: garment('#35261c', '#f6efe3', 'shirt'),
  tote: garment('#dcc6a3', '#e9eaec', 'tote'),
  strap: garment('#8f5a0f', '#ecdfc9', 'strap'),
};

const p = (lang: Lang, path: string) => (lang === 'de' ? `/de${path}` : path);

/** The header menu as the CMS would deliver it, in English and German. */
export function sampleMenu(lang: Lang): MenuData {
  const de = lang === 'de';
  return {
    categories: [
      {
        id: 'guitars',
        name: de ? 'Gitarren' : 'Guitars',
        href: p(lang, '/guitars'),
        featured: [
          {
            name: 'Nightjar S',
            href: p(lang, '/guitars/nightjar-s'),
            image: {
              src: sampleArt.nightjar,
              alt: de ? 'Nightjar S in Amber-Burst, Vorderseite' : 'Nightjar S in amber burst, front view',
            },
          },
          {
            name: 'Aurora Singlecut',
            href: p(lang, '/guitars/aurora-singlecut'),
            image: {
              src: sampleArt.aurora,
              alt: de ? 'Aurora Singlecut mit Nussbaumdecke' : 'Aurora Singlecut with a walnut top',
            },
          },
          {
            name: 'Kestrel Offset',
            href: p(lang, '/guitars/kestrel-offset'),
            image: {
              src: sampleArt.kestrel,
              alt: de ? 'Kestrel Offset in Ochsenblutrot' : 'Kestrel Offset in oxblood red',
            },
          },
        ],
        sections: [
          {
            name: de ? 'Modelle' : 'Models',
            items: [
              { name: 'Nightjar S', href: p(lang, '/guitars/nightjar-s') },
              { name: 'Aurora Singlecut', href: p(lang, '/guitars/aurora-singlecut') },
              { name: 'Kestrel Offset', href: p(lang, '/guitars/kestrel-offset') },
              { name: 'Wren Parlour', href: p(lang, '/guitars/wren-parlour') },
            ],
          },
          {
            name: de ? 'Dein Instrument' : 'Made for you',
            items: [
              { name: de ? 'Gitarre konfigurieren' : 'Configure a guitar', href: p(lang, '/configurator-test') },
              { name: de ? 'Tonhölzer' : 'Tonewoods', href: p(lang, '/blog/choosing-tonewoods') },
              { name: de ? 'Oberflächen' : 'Finishes', href: p(lang, '/blog/oil-and-nitro-finishes') },
            ],
          },
        ],
      },
      {
        id: 'basses',
        name: de ? 'Bässe' : 'Basses',
        href: p(lang, '/basses'),
        featured: [
          {
            name: 'Heron P-4',
            href: p(lang, '/basses/heron-p4'),
            image: { src: sampleArt.heronP, alt: de ? 'Heron P-4 in Honiggelb' : 'Heron P-4 in honey amber' },
          },
          {
            name: 'Heron J-5',
            href: p(lang, '/basses/heron-j5'),
            image: {
              src: sampleArt.heronJ,
              alt: de ? 'Fünfsaiter Heron J-5 in Moosgrün' : 'Five-string Heron J-5 in moss green',
            },
          },
          {
            name: 'Osprey Short Scale',
            href: p(lang, '/basses/osprey-short-scale'),
            image: {
              src: sampleArt.osprey,
              alt: de ? 'Osprey Short Scale in Dunkelbraun' : 'Osprey short scale in dark walnut',
            },
          },
        ],
        sections: [
          {
            name: de ? 'Modelle' : 'Models',
            items: [
              { name: 'Heron P-4', href: p(lang, '/basses/heron-p4') },
              { name: 'Heron J-5', href: p(lang, '/basses/heron-j5') },
              { name: 'Osprey Short Scale', href: p(lang, '/basses/osprey-short-scale') },
            ],
          },
          {
            name: de ? 'Dein Instrument' : 'Made for you',
            items: [
              { name: de ? 'Bass konfigurieren' : 'Configure a bass', href: p(lang, '/configurator-test?type=bass') },
              { name: de ? 'Mensuren erklärt' : 'Scale lengths explained', href: p(lang, '/blog/scale-lengths') },
            ],
          },
        ],
      },
      {
        id: 'amplification',
        name: de ? 'Verstärker' : 'Amplification',
        href: p(lang, '/amplification'),
        featured: [
          {
            name: 'Ember 30 Combo',
            href: p(lang, '/product/ember-30-combo'),
            image: {
              src: sampleArt.combo,
              alt: de ? 'Ember 30 Combo mit Nussbaumgehäuse' : 'Ember 30 combo in a walnut cabinet',
            },
          },
          {
            name: 'Ember 2x12',
            href: p(lang, '/product/ember-2x12'),
            image: { src: sampleArt.cab, alt: de ? 'Ember 2x12-Lautsprecherbox' : 'Ember 2x12 speaker cabinet' },
          },
          {
            name: 'Foundry Bass Head',
            href: p(lang, '/product/foundry-bass-head'),
            image: { src: sampleArt.head, alt: de ? 'Foundry Bass-Topteil' : 'Foundry bass amplifier head' },
          },
        ],
        sections: [
          {
            name: de ? 'Verstärker' : 'Amps',
            items: [
              { name: 'Ember 30 Combo', href: p(lang, '/product/ember-30-combo') },
              { name: 'Foundry Bass Head', href: p(lang, '/product/foundry-bass-head') },
            ],
          },
          {
            name: de ? 'Boxen & Zubehör' : 'Cabinets & extras',
            items: [
              { name: 'Ember 2x12', href: p(lang, '/product/ember-2x12') },
              { name: de ? 'Röhrensätze' : 'Tube sets', href: p(lang, '/product/tube-set') },
            ],
          },
        ],
      },
      {
        id: 'merch',
        name: 'Merch',
        href: p(lang, '/merch'),
        featured: [
          {
            name: de ? 'Werkstatt-Shirt' : 'Workshop T-shirt',
            href: p(lang, '/product/workshop-t-shirt'),
            image: {
              src: sampleArt.shirt,
              alt: de ? 'Dunkelbraunes T-Shirt mit Logo' : 'Dark brown T-shirt with the logo',
            },
          },
          {
            name: de ? 'Stofftasche' : 'Tote bag',
            href: p(lang, '/product/tote-bag'),
            image: { src: sampleArt.tote, alt: de ? 'Naturfarbene Stofftasche' : 'Natural canvas tote bag' },
          },
          {
            name: de ? 'Ledergurt' : 'Leather strap',
            href: p(lang, '/product/leather-strap'),
            image: { src: sampleArt.strap, alt: de ? 'Gitarrengurt aus braunem Leder' : 'Brown leather guitar strap' },
          },
        ],
        sections: [
          {
            name: de ? 'Kleidung' : 'Apparel',
            items: [
              { name: de ? 'Werkstatt-Shirt' : 'Workshop T-shirt', href: p(lang, '/product/workshop-t-shirt') },
              { name: de ? 'Mütze' : 'Beanie', href: p(lang, '/product/beanie') },
            ],
          },
          {
            name: de ? 'Zubehör' : 'Accessories',
            items: [
              { name: de ? 'Stofftasche' : 'Tote bag', href: p(lang, '/product/tote-bag') },
              { name: de ? 'Ledergurt' : 'Leather strap', href: p(lang, '/product/leather-strap') },
            ],
          },
        ],
      },
      {
        id: 'ready-to-ship',
        name: de ? 'Sofort lieferbar' : 'Ready to ship',
        href: p(lang, '/ready-to-ship'),
        featured: [
          {
            name: 'Nightjar S #112',
            href: p(lang, '/product/nightjar-s-112'),
            image: {
              src: sampleArt.nightjar,
              alt: de ? 'Nightjar S Nr. 112 in Amber-Burst' : 'Nightjar S no. 112 in amber burst',
            },
          },
          {
            name: 'Heron P-4 #047',
            href: p(lang, '/product/heron-p4-047'),
            image: {
              src: sampleArt.heronP,
              alt: de ? 'Heron P-4 Nr. 047 in Honiggelb' : 'Heron P-4 no. 047 in honey amber',
            },
          },
        ],
        sections: [
          {
            name: de ? 'Auf Lager' : 'In stock',
            items: [
              { name: de ? 'Gitarren' : 'Guitars', href: p(lang, '/ready-to-ship#guitars') },
              { name: de ? 'Bässe' : 'Basses', href: p(lang, '/ready-to-ship#basses') },
            ],
          },
        ],
      },
    ],
    pages: [
      { name: de ? 'Künstler' : 'Artists', href: p(lang, '/artists') },
      { name: 'Partner' + (de ? '' : 's'), href: p(lang, '/partners') },
      { name: 'Blog', href: p(lang, '/blog') },
      { name: de ? 'Über uns' : 'About', href: p(lang, '/about') },
    ],
  };
}

/** The footer meta navigation; `columns` picks three or four columns. */
export function sampleFooter(lang: Lang, columns: 3 | 4 = 4): FooterData {
  const de = lang === 'de';
  const all = [
    {
      name: 'Shop',
      pages: [
        { name: de ? 'Gitarren' : 'Guitars', href: p(lang, '/guitars') },
        { name: de ? 'Bässe' : 'Basses', href: p(lang, '/basses') },
        { name: de ? 'Verstärker' : 'Amplification', href: p(lang, '/amplification') },
        { name: 'Merch', href: p(lang, '/merch') },
        { name: de ? 'Sofort lieferbar' : 'Ready to ship', href: p(lang, '/ready-to-ship') },
      ],
    },
    {
      name: de ? 'Werkstatt' : 'Workshop',
      pages: [
        { name: de ? 'Über uns' : 'About', href: p(lang, '/about') },
        { name: de ? 'Künstler' : 'Artists', href: p(lang, '/artists') },
        { name: 'Partner' + (de ? '' : 's'), href: p(lang, '/partners') },
        { name: 'Blog', href: p(lang, '/blog') },
      ],
    },
    {
      name: 'Service',
      pages: [
        { name: de ? 'Versand & Lieferung' : 'Shipping & delivery', href: p(lang, '/shipping-delivery') },
        { name: de ? 'Widerrufsbelehrung' : 'Revocation policy', href: p(lang, '/revocation-policy') },
        { name: de ? 'Kontakt' : 'Contact', href: p(lang, '/about#contact') },
      ],
    },
    {
      name: de ? 'Rechtliches' : 'Legal',
      pages: [
        { name: de ? 'Impressum' : 'Imprint', href: p(lang, '/imprint') },
        { name: de ? 'Datenschutz' : 'Privacy', href: p(lang, '/privacy') },
        { name: de ? 'AGB' : 'Terms and conditions', href: p(lang, '/terms-and-conditions') },
        { name: 'Cookies', href: p(lang, '/cookies') },
      ],
    },
  ];
  const [shop, workshop, service, legal] = all as [FooterColumn, FooterColumn, FooterColumn, FooterColumn];
  if (columns === 3) return { columns: [shop, workshop, { ...service, pages: [...service.pages, ...legal.pages] }] };
  return { columns: all };
}

/** The compact footer's links (checkout and order pages): the legal pages and the withdrawal function. */
export function sampleLegalLinks(lang: Lang): MenuLink[] {
  const de = lang === 'de';
  return [
    { name: de ? 'Versand & Lieferung' : 'Shipping & delivery', href: p(lang, '/shipping-delivery') },
    { name: de ? 'Widerrufsbelehrung' : 'Revocation policy', href: p(lang, '/revocation-policy') },
    { name: de ? 'AGB' : 'Terms and conditions', href: p(lang, '/terms-and-conditions') },
    { name: de ? 'Vertrag widerrufen' : 'Withdraw from contract', href: p(lang, '/withdrawal') },
    { name: de ? 'Impressum' : 'Imprint', href: p(lang, '/imprint') },
    { name: de ? 'Datenschutz' : 'Privacy', href: p(lang, '/privacy') },
    { name: 'Cookies', href: p(lang, '/cookies') },
    { name: de ? 'Barrierefreiheit' : 'Accessibility', href: p(lang, '/accessibility') },
  ];
}

export const sampleSocial: SocialLink[] = [
  { network: 'instagram', href: 'https://www.instagram.com/tonewood.instruments' },
  { network: 'youtube', href: 'https://www.youtube.com/@tonewood-instruments' },
  { network: 'facebook', href: 'https://www.facebook.com/tonewood.instruments' },
];

export const sampleSlogan: Record<Lang, string> = {
  en: 'Handmade guitars and basses from our workshop in Leipzig.',
  de: 'Handgebaute Gitarren und Bässe aus unserer Leipziger Werkstatt.',
};

export const sampleSmallPrint: Record<Lang, string> = {
  en: '© 2026 Tonewood Instruments. All prices include 19% VAT.',
  de: '© 2026 Tonewood Instruments. Alle Preise inkl. 19 % MwSt.',
};

const countryCodes = ['DE', 'AT', 'CH', 'NL', 'BE', 'FR', 'IT', 'DK', 'SE', 'GB', 'US'];

/** Shipping countries named in the page language (the site takes them from the shipping matrix). */
export function sampleCountries(lang: Lang): ShippingCountry[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return countryCodes.map((code) => ({ code, name: names.of(code) ?? code }));
}
