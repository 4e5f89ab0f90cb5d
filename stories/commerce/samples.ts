/**
 * Sample products for the commerce and configurator stories: handmade instruments drawn as inline
 * SVG data URLs (no external images), with bilingual names.
 */
import type { Lang } from '../support/locale';

type ArtKind = 'guitar' | 'bass' | 'amp' | 'tote';

function body(kind: ArtKind, finish: string): string {
  if (kind === 'amp') {
    return `
      <rect x="230" y="95" width="340" height="260" rx="18" fill="#2b1d14" stroke="#150f0a" stroke-width="6"/>
      <rect x="250" y="115" width="300" height="60" rx="6" fill="${finish}"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${290 + i * 55}" cy="145" r="11" fill="#e8e0d0" stroke="#150f0a" stroke-width="3"/>`).join('')}
      <rect x="250" y="190" width="300" height="145" rx="6" fill="#4a3a2c"/>
      <path d="M250 215h300M250 240h300M250 265h300M250 290h300M250 315h300" stroke="#3a2c20" stroke-width="6"/>
      <rect x="360" y="80" width="80" height="18" rx="9" fill="#150f0a"/>`;
  }
  if (kind === 'tote') {
    return `
      <path d="M330 150c0-70 140-70 140 0" fill="none" stroke="#7a5a3a" stroke-width="14"/>
      <path d="M250 150h300l-25 230H275z" fill="${finish}" stroke="#6b5a44" stroke-width="5"/>
      <path d="M400 212c38 0 58 18 50 46-8 28-34 62-50 62s-42-34-50-62c-8-28 12-46 50-46z" fill="#c77a1c" stroke="#2b1d14" stroke-width="5"/>
      <path d="M300 350h200" stroke="#6b5a44" stroke-width="4" stroke-dasharray="10 8"/>`;
  }
  const neck = kind === 'bass' ? 300 : 250;
  const frets = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${440 + i * (neck / 13)}" y="212" width="2" height="26" fill="#9a9a9a"/>`,
  ).join('');
  return `
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="${finish}" stop-opacity="0.85"/><stop offset="0.5" stop-color="${finish}"/>
      <stop offset="1" stop-color="#231912" stop-opacity="0.9"/></linearGradient></defs>
    <g transform="rotate(-24 400 225)">
      <rect x="420" y="212" width="${neck}" height="26" rx="6" fill="#d9b98c"/>
      <rect x="${420 + neck}" y="200" width="70" height="50" rx="14" fill="#d9b98c"/>${frets}
      <path d="M150 225c0-90 70-130 140-110 40 12 60 40 100 40s60-30 100-30c50 0 70 50 70 100s-20 100-70 100c-40 0-60-30-100-30s-60 28-100 40c-70 20-140-20-140-110z" fill="url(#g)" stroke="#150f0a" stroke-width="4"/>
      <rect x="300" y="190" width="18" height="70" rx="4" fill="#150f0a" opacity="0.85"/>
      <rect x="360" y="190" width="18" height="70" rx="4" fill="#150f0a" opacity="0.85"/>
      <circle cx="250" cy="290" r="12" fill="#e8e0d0"/><circle cx="215" cy="265" r="12" fill="#e8e0d0"/>
    </g>`;
}

/** An instrument picture as a data URL, e.g. for <img src>. */
export function artUrl(kind: ArtKind, finish: string, background = '#f3ebdd'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect width="800" height="450" fill="${background}"/>${body(kind, finish)}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const finishes = {
  amberBurst: '#c77a1c',
  oxbloodRed: '#7a2626',
  mossGreen: '#4d5a2c',
  natural: '#d8b27a',
  black: '#1e1a17',
  creamCanvas: '#efe4cc',
} as const;

export interface SampleProduct {
  id: string;
  name: string;
  subtitle: Record<Lang, string>;
  alt: Record<Lang, string>;
  href: string;
  type: string;
  src: string;
}

export const products = {
  nightjar: {
    id: 'prod_nightjar_s',
    name: 'Nightjar S',
    subtitle: { en: 'Solid body guitar, amber burst', de: 'Solidbody-Gitarre, Amber Burst' },
    alt: { en: 'Nightjar S guitar in amber burst', de: 'Nightjar-S-Gitarre in Amber Burst' },
    href: '/guitars/nightjar-s',
    type: 'guitar',
    src: artUrl('guitar', finishes.amberBurst),
  },
  heron: {
    id: 'prod_heron_bass',
    name: 'Heron Bass',
    subtitle: { en: 'Four-string bass, oxblood red', de: 'Viersaitiger Bass, Ochsenblutrot' },
    alt: { en: 'Heron Bass in oxblood red', de: 'Heron Bass in Ochsenblutrot' },
    href: '/basses/heron-bass',
    type: 'bass',
    src: artUrl('bass', finishes.oxbloodRed, '#ece3d3'),
  },
  ember: {
    id: 'prod_ember_18',
    name: 'Ember 18 amp',
    subtitle: { en: '18-watt valve combo', de: '18-Watt-Röhrencombo' },
    alt: {
      en: 'Ember 18 valve amplifier with amber control panel',
      de: 'Ember-18-Röhrenverstärker mit bernsteinfarbenem Bedienfeld',
    },
    href: '/product/ember-18-amp',
    type: 'amplification',
    src: artUrl('amp', '#d39a3a', '#efe7da'),
  },
  tote: {
    id: 'prod_tote_bag',
    name: 'Workshop tote bag',
    subtitle: { en: 'Heavy cotton canvas', de: 'Schwerer Baumwoll-Canvas' },
    alt: {
      en: 'Cream canvas tote bag with the workshop logo',
      de: 'Cremefarbene Canvas-Tasche mit dem Werkstatt-Logo',
    },
    href: '/product/tote-bag',
    type: 'merch',
    src: artUrl('tote', finishes.creamCanvas, '#e4dccb'),
  },
} satisfies Record<string, SampleProduct>;

export const imageOf = (product: SampleProduct, lang: Lang) => ({ src: product.src, alt: product.alt[lang] });
