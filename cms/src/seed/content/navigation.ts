import { text, type ImageKey, type Locale, type Localized } from './types';

/**
 * Header and footer navigation. Every href is a site route without language prefix: the site adds
 * /de for German itself, so both locales carry the same hrefs. The structure (categories, hrefs,
 * images, order) is written once below with each text in both languages; `mainMenu` and
 * `metaNavigation` are that structure in each language.
 */

type Text = Localized<string>;

/** `Name` is a `Text` in the structure below and a plain string in one language. */
type Link<Name> = { name: Name; href: string };
type FeaturedTile<Name> = { name: Name; href: string; image: ImageKey };
type Category<Name> = {
  categoryId: string;
  href: string;
  name: Name;
  featured: FeaturedTile<Name>[];
  sections: { name: Name; items: Link<Name>[] }[];
};
type MainMenu<Name> = { categories: Category<Name>[]; pages: Link<Name>[] };
type MetaNavigation<Name> = { categories: { name: Name; pages: Link<Name>[] }[] };

export type MainMenuSeed = MainMenu<string>;
export type MetaNavigationSeed = MetaNavigation<string>;

const mainMenuTexts: MainMenu<Text> = {
  categories: [
    {
      categoryId: 'guitars',
      href: '/guitars',
      name: text('Guitars', 'Gitarren'),
      featured: [
        { name: text('Custom electric guitars', 'E-Gitarren nach Maß'), href: '/guitars', image: 'guitar-sunburst' },
        {
          name: text('Configure your guitar', 'Gitarre konfigurieren'),
          href: '/configurator-test',
          image: 'workbench',
        },
      ],
      sections: [
        {
          name: text('Shop', 'Shop'),
          items: [
            { name: text('All guitars', 'Alle Gitarren'), href: '/guitars' },
            { name: text('Ready to ship', 'Sofort lieferbar'), href: '/ready-to-ship' },
            { name: text('Configurator', 'Konfigurator'), href: '/configurator-test' },
          ],
        },
        {
          name: text('Learn', 'Wissen'),
          items: [
            {
              name: text('Finishing with shellac', 'Schellackpolitur'),
              href: '/blog/workshop/finishing-with-shellac',
            },
            {
              name: text('Winding pickups by hand', 'Tonabnehmer von Hand wickeln'),
              href: '/blog/winding-pickups-by-hand',
            },
            {
              name: text('Getting through the winter', 'Gut durch den Winter'),
              href: '/blog/setting-up-your-guitar-for-winter',
            },
          ],
        },
      ],
    },
    {
      categoryId: 'basses',
      href: '/basses',
      name: text('Basses', 'Bässe'),
      featured: [
        { name: text('Handmade basses', 'Handgebaute Bässe'), href: '/basses', image: 'bass-natural' },
        {
          name: text('Choosing tonewood', 'Das richtige Tonholz'),
          href: '/blog/choosing-tonewood-for-a-bass',
          image: 'tonewood-stack',
        },
      ],
      sections: [
        {
          name: text('Shop', 'Shop'),
          items: [
            { name: text('All basses', 'Alle Bässe'), href: '/basses' },
            { name: text('Ready to ship', 'Sofort lieferbar'), href: '/ready-to-ship' },
          ],
        },
        {
          name: text('Stories', 'Geschichten'),
          items: [
            {
              name: text('Three basses for a touring band', 'Drei Bässe für eine Tourband'),
              href: '/blog/three-basses-for-a-touring-band',
            },
            { name: text('Our artists', 'Unsere Künstler'), href: '/artists' },
          ],
        },
      ],
    },
    {
      categoryId: 'amplification',
      href: '/amplification',
      name: text('Amplification', 'Verstärker'),
      featured: [
        { name: text('Five-watt tube combo', 'Fünf-Watt-Röhrencombo'), href: '/amplification', image: 'amp-combo' },
      ],
      sections: [
        {
          name: text('Shop', 'Shop'),
          items: [{ name: text('All amplifiers', 'Alle Verstärker'), href: '/amplification' }],
        },
        {
          name: text('Learn', 'Wissen'),
          items: [
            {
              name: text('A small amp for the living room', 'Ein kleiner Verstärker fürs Wohnzimmer'),
              href: '/blog/a-small-amp-for-the-living-room',
            },
          ],
        },
      ],
    },
    {
      categoryId: 'merch',
      href: '/merch',
      name: text('Merch', 'Merch'),
      featured: [
        { name: text('Workshop tote bag', 'Werkstatt-Tragetasche'), href: '/product/tote-bag', image: 'tote-bag' },
      ],
      sections: [
        {
          name: text('Shop', 'Shop'),
          items: [
            { name: text('All merch', 'Alles aus dem Merch'), href: '/merch' },
            { name: text('Tote bag', 'Tragetasche'), href: '/product/tote-bag' },
          ],
        },
      ],
    },
    {
      categoryId: 'ready-to-ship',
      href: '/ready-to-ship',
      name: text('Ready to ship', 'Sofort lieferbar'),
      featured: [{ name: text('In stock now', 'Jetzt auf Lager'), href: '/ready-to-ship', image: 'guitar-case' }],
      sections: [
        {
          name: text('Shop', 'Shop'),
          items: [
            { name: text('All instruments in stock', 'Alle lieferbaren Instrumente'), href: '/ready-to-ship' },
            { name: text('Shipping & delivery', 'Versand & Lieferung'), href: '/shipping-delivery' },
          ],
        },
      ],
    },
  ],
  pages: [
    { name: text('Artists', 'Künstler'), href: '/artists' },
    { name: text('Partners', 'Partner'), href: '/partners' },
    { name: text('Blog', 'Blog'), href: '/blog' },
    { name: text('About', 'Über uns'), href: '/about' },
  ],
};

const metaNavigationTexts: MetaNavigation<Text> = {
  categories: [
    {
      name: text('Shop', 'Shop'),
      pages: [
        { name: text('Guitars', 'Gitarren'), href: '/guitars' },
        { name: text('Basses', 'Bässe'), href: '/basses' },
        { name: text('Amplification', 'Verstärker'), href: '/amplification' },
        { name: text('Merch', 'Merch'), href: '/merch' },
      ],
    },
    {
      name: text('Workshop', 'Werkstatt'),
      pages: [
        { name: text('About us', 'Über uns'), href: '/about' },
        { name: text('Blog', 'Blog'), href: '/blog' },
        { name: text('Artists', 'Künstler'), href: '/artists' },
        { name: text('Partners', 'Partner'), href: '/partners' },
      ],
    },
    {
      name: text('Service', 'Service'),
      pages: [
        { name: text('Shipping & delivery', 'Versand & Lieferung'), href: '/shipping-delivery' },
        { name: text('Revocation policy', 'Widerrufsbelehrung'), href: '/revocation-policy' },
        { name: text('Terms and conditions', 'AGB'), href: '/terms-and-conditions' },
        // The withdrawal function (§ 356a BGB): in the footer of every page.
        { name: text('Withdraw from contract', 'Vertrag widerrufen'), href: '/withdrawal' },
      ],
    },
    {
      name: text('Legal', 'Rechtliches'),
      pages: [
        { name: text('Imprint', 'Impressum'), href: '/imprint' },
        { name: text('Privacy', 'Datenschutz'), href: '/privacy' },
        { name: text('Cookies', 'Cookies'), href: '/cookies' },
        { name: text('Accessibility', 'Barrierefreiheit'), href: '/accessibility' },
      ],
    },
  ],
};

/** A link in one language. */
const linkIn =
  (locale: Locale) =>
  ({ name, href }: Link<Text>): Link<string> => ({ name: name[locale], href });

/** The main menu in one language: every text in `locale`, all else as written above. */
function mainMenuIn(locale: Locale): MainMenuSeed {
  const link = linkIn(locale);
  return {
    categories: mainMenuTexts.categories.map(({ categoryId, href, name, featured, sections }) => ({
      categoryId,
      href,
      name: name[locale],
      featured: featured.map((tile) => ({ name: tile.name[locale], href: tile.href, image: tile.image })),
      sections: sections.map((section) => ({ name: section.name[locale], items: section.items.map(link) })),
    })),
    pages: mainMenuTexts.pages.map(link),
  };
}

/** The footer's meta navigation in one language. */
function metaNavigationIn(locale: Locale): MetaNavigationSeed {
  return {
    categories: metaNavigationTexts.categories.map(({ name, pages }) => ({
      name: name[locale],
      pages: pages.map(linkIn(locale)),
    })),
  };
}

export const mainMenu: Localized<MainMenuSeed> = { en: mainMenuIn('en'), de: mainMenuIn('de') };
export const metaNavigation: Localized<MetaNavigationSeed> = { en: metaNavigationIn('en'), de: metaNavigationIn('de') };
