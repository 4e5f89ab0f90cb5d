import { dictionary, createStringsHook, type Vars } from '../i18n/useDsStrings';

/** Chrome strings of the header, menus and footer. Menu and footer content comes through props. */
export const navigationStrings = dictionary({
  en: {
    home: 'Tonewood, home',
    mainNavigation: 'Main',
    footerNavigation: 'Footer',
    socialNavigation: 'Social media',
    openMenu: 'Open menu',
    menu: 'Menu',
    categories: 'Categories',
    featured: 'Featured',
    viewAll: (v: Vars) => `View all ${v?.name}`,
    morePages: 'More',
    cart: 'Cart',
    search: 'Search',
    cartWithCount: (v: Vars) => `Cart, ${v?.count} ${v?.count === 1 ? 'item' : 'items'}`,
    languageCountry: (v: Vars) => `Language and shipping country: ${v?.language}, ${v?.country}`,
    subscribe: 'Subscribe to the newsletter',
    followOn: (v: Vars) => `Tonewood on ${v?.network}`,
    pagination: 'Pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageNumber: (v: Vars) => `Page ${v?.page}`,
  },
  de: {
    home: 'Tonewood, Startseite',
    mainNavigation: 'Hauptmenü',
    footerNavigation: 'Fußzeile',
    socialNavigation: 'Soziale Medien',
    openMenu: 'Menü öffnen',
    menu: 'Menü',
    categories: 'Kategorien',
    featured: 'Empfohlen',
    viewAll: (v: Vars) => `Alle ${v?.name} ansehen`,
    morePages: 'Mehr',
    cart: 'Warenkorb',
    search: 'Suche',
    cartWithCount: (v: Vars) => `Warenkorb, ${v?.count} Artikel`,
    languageCountry: (v: Vars) => `Sprache und Lieferland: ${v?.language}, ${v?.country}`,
    subscribe: 'Newsletter abonnieren',
    followOn: (v: Vars) => `Tonewood auf ${v?.network}`,
    pagination: 'Seiten',
    previousPage: 'Zurück',
    nextPage: 'Weiter',
    pageNumber: (v: Vars) => `Seite ${v?.page}`,
  },
});

export type NavigationStringKey = keyof (typeof navigationStrings)['en'];

export const useNavigationStrings = createStringsHook<NavigationStringKey>(navigationStrings);
