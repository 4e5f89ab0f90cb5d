import type { ImageKey, Localized } from './types';

/**
 * Header and footer navigation. Every href is a site route without language prefix: the site adds
 * /de for German itself, so both locales carry the same hrefs.
 */

type Link = { name: string; href: string };
type FeaturedTile = { name: string; href: string; image: ImageKey };
type Category = {
  categoryId: string;
  href: string;
  name: string;
  featured: FeaturedTile[];
  sections: { name: string; items: Link[] }[];
};

export type MainMenuSeed = { categories: Category[]; pages: Link[] };
export type MetaNavigationSeed = { categories: { name: string; pages: Link[] }[] };

export const mainMenu: Localized<MainMenuSeed> = {
  en: {
    categories: [
      {
        categoryId: 'guitars',
        href: '/guitars',
        name: 'Guitars',
        featured: [
          { name: 'Custom electric guitars', href: '/guitars', image: 'guitar-sunburst' },
          { name: 'Configure your guitar', href: '/configurator-test', image: 'workbench' },
        ],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'All guitars', href: '/guitars' },
              { name: 'Ready to ship', href: '/ready-to-ship' },
              { name: 'Configurator', href: '/configurator-test' },
            ],
          },
          {
            name: 'Learn',
            items: [
              { name: 'Finishing with shellac', href: '/blog/workshop/finishing-with-shellac' },
              { name: 'Winding pickups by hand', href: '/blog/winding-pickups-by-hand' },
              { name: 'Getting through the winter', href: '/blog/setting-up-your-guitar-for-winter' },
            ],
          },
        ],
      },
      {
        categoryId: 'basses',
        href: '/basses',
        name: 'Basses',
        featured: [
          { name: 'Handmade basses', href: '/basses', image: 'bass-natural' },
          { name: 'Choosing tonewood', href: '/blog/choosing-tonewood-for-a-bass', image: 'tonewood-stack' },
        ],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'All basses', href: '/basses' },
              { name: 'Ready to ship', href: '/ready-to-ship' },
            ],
          },
          {
            name: 'Stories',
            items: [
              { name: 'Three basses for a touring band', href: '/blog/three-basses-for-a-touring-band' },
              { name: 'Our artists', href: '/artists' },
            ],
          },
        ],
      },
      {
        categoryId: 'amplification',
        href: '/amplification',
        name: 'Amplification',
        featured: [{ name: 'Five-watt tube combo', href: '/amplification', image: 'amp-combo' }],
        sections: [
          {
            name: 'Shop',
            items: [{ name: 'All amplifiers', href: '/amplification' }],
          },
          {
            name: 'Learn',
            items: [{ name: 'A small amp for the living room', href: '/blog/a-small-amp-for-the-living-room' }],
          },
        ],
      },
      {
        categoryId: 'merch',
        href: '/merch',
        name: 'Merch',
        featured: [{ name: 'Workshop tote bag', href: '/product/tote-bag', image: 'tote-bag' }],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'All merch', href: '/merch' },
              { name: 'Tote bag', href: '/product/tote-bag' },
            ],
          },
        ],
      },
      {
        categoryId: 'ready-to-ship',
        href: '/ready-to-ship',
        name: 'Ready to ship',
        featured: [{ name: 'In stock now', href: '/ready-to-ship', image: 'guitar-case' }],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'All instruments in stock', href: '/ready-to-ship' },
              { name: 'Shipping & delivery', href: '/shipping-delivery' },
            ],
          },
        ],
      },
    ],
    pages: [
      { name: 'Artists', href: '/artists' },
      { name: 'Partners', href: '/partners' },
      { name: 'Blog', href: '/blog' },
      { name: 'About', href: '/about' },
    ],
  },
  de: {
    categories: [
      {
        categoryId: 'guitars',
        href: '/guitars',
        name: 'Gitarren',
        featured: [
          { name: 'E-Gitarren nach Maß', href: '/guitars', image: 'guitar-sunburst' },
          { name: 'Gitarre konfigurieren', href: '/configurator-test', image: 'workbench' },
        ],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'Alle Gitarren', href: '/guitars' },
              { name: 'Sofort lieferbar', href: '/ready-to-ship' },
              { name: 'Konfigurator', href: '/configurator-test' },
            ],
          },
          {
            name: 'Wissen',
            items: [
              { name: 'Schellackpolitur', href: '/blog/workshop/finishing-with-shellac' },
              { name: 'Tonabnehmer von Hand wickeln', href: '/blog/winding-pickups-by-hand' },
              { name: 'Gut durch den Winter', href: '/blog/setting-up-your-guitar-for-winter' },
            ],
          },
        ],
      },
      {
        categoryId: 'basses',
        href: '/basses',
        name: 'Bässe',
        featured: [
          { name: 'Handgebaute Bässe', href: '/basses', image: 'bass-natural' },
          { name: 'Das richtige Tonholz', href: '/blog/choosing-tonewood-for-a-bass', image: 'tonewood-stack' },
        ],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'Alle Bässe', href: '/basses' },
              { name: 'Sofort lieferbar', href: '/ready-to-ship' },
            ],
          },
          {
            name: 'Geschichten',
            items: [
              { name: 'Drei Bässe für eine Tourband', href: '/blog/three-basses-for-a-touring-band' },
              { name: 'Unsere Künstler', href: '/artists' },
            ],
          },
        ],
      },
      {
        categoryId: 'amplification',
        href: '/amplification',
        name: 'Verstärker',
        featured: [{ name: 'Fünf-Watt-Röhrencombo', href: '/amplification', image: 'amp-combo' }],
        sections: [
          {
            name: 'Shop',
            items: [{ name: 'Alle Verstärker', href: '/amplification' }],
          },
          {
            name: 'Wissen',
            items: [{ name: 'Ein kleiner Verstärker fürs Wohnzimmer', href: '/blog/a-small-amp-for-the-living-room' }],
          },
        ],
      },
      {
        categoryId: 'merch',
        href: '/merch',
        name: 'Merch',
        featured: [{ name: 'Werkstatt-Tragetasche', href: '/product/tote-bag', image: 'tote-bag' }],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'Alles aus dem Merch', href: '/merch' },
              { name: 'Tragetasche', href: '/product/tote-bag' },
            ],
          },
        ],
      },
      {
        categoryId: 'ready-to-ship',
        href: '/ready-to-ship',
        name: 'Sofort lieferbar',
        featured: [{ name: 'Jetzt auf Lager', href: '/ready-to-ship', image: 'guitar-case' }],
        sections: [
          {
            name: 'Shop',
            items: [
              { name: 'Alle lieferbaren Instrumente', href: '/ready-to-ship' },
              { name: 'Versand & Lieferung', href: '/shipping-delivery' },
            ],
          },
        ],
      },
    ],
    pages: [
      { name: 'Künstler', href: '/artists' },
      { name: 'Partner', href: '/partners' },
      { name: 'Blog', href: '/blog' },
      { name: 'Über uns', href: '/about' },
    ],
  },
};

export const metaNavigation: Localized<MetaNavigationSeed> = {
  en: {
    categories: [
      {
        name: 'Shop',
        pages: [
          { name: 'Guitars', href: '/guitars' },
          { name: 'Basses', href: '/basses' },
          { name: 'Amplification', href: '/amplification' },
          { name: 'Merch', href: '/merch' },
        ],
      },
      {
        name: 'Workshop',
        pages: [
          { name: 'About us', href: '/about' },
          { name: 'Blog', href: '/blog' },
          { name: 'Artists', href: '/artists' },
          { name: 'Partners', href: '/partners' },
        ],
      },
      {
        name: 'Service',
        pages: [
          { name: 'Shipping & delivery', href: '/shipping-delivery' },
          { name: 'Revocation policy', href: '/revocation-policy' },
          { name: 'Terms and conditions', href: '/terms-and-conditions' },
        ],
      },
      {
        name: 'Legal',
        pages: [
          { name: 'Imprint', href: '/imprint' },
          { name: 'Privacy', href: '/privacy' },
          { name: 'Cookies', href: '/cookies' },
        ],
      },
    ],
  },
  de: {
    categories: [
      {
        name: 'Shop',
        pages: [
          { name: 'Gitarren', href: '/guitars' },
          { name: 'Bässe', href: '/basses' },
          { name: 'Verstärker', href: '/amplification' },
          { name: 'Merch', href: '/merch' },
        ],
      },
      {
        name: 'Werkstatt',
        pages: [
          { name: 'Über uns', href: '/about' },
          { name: 'Blog', href: '/blog' },
          { name: 'Künstler', href: '/artists' },
          { name: 'Partner', href: '/partners' },
        ],
      },
      {
        name: 'Service',
        pages: [
          { name: 'Versand & Lieferung', href: '/shipping-delivery' },
          { name: 'Widerrufsbelehrung', href: '/revocation-policy' },
          { name: 'AGB', href: '/terms-and-conditions' },
        ],
      },
      {
        name: 'Rechtliches',
        pages: [
          { name: 'Impressum', href: '/imprint' },
          { name: 'Datenschutz', href: '/privacy' },
          { name: 'Cookies', href: '/cookies' },
        ],
      },
    ],
  },
};
