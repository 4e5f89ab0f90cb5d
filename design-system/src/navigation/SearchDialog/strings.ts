import { dictionary, createStringsHook, type Vars } from '../../i18n/useDsStrings';

/** Chrome strings of the search dialog and the search page's result list. */
export const searchStrings = dictionary({
  en: {
    title: 'Search',
    label: 'Search the shop',
    placeholder: 'Guitars, basses, posts …',
    products: 'Products',
    journal: 'Journal',
    pages: 'Pages',
    category: 'Category',
    availability: 'Availability',
    all: 'All',
    loading: 'Searching …',
    error: 'Search is not available right now. Please try again later.',
    noResults: (v: Vars) => `Nothing found for “${v?.query}”.`,
    resultCount: (v: Vars) => `${v?.count} ${v?.count === 1 ? 'result' : 'results'}`,
    hint: 'Use the arrow keys to move and Enter to open a result.',
  },
  de: {
    title: 'Suche',
    label: 'Im Shop suchen',
    placeholder: 'Gitarren, Bässe, Beiträge …',
    products: 'Produkte',
    journal: 'Journal',
    pages: 'Seiten',
    category: 'Kategorie',
    availability: 'Verfügbarkeit',
    all: 'Alle',
    loading: 'Suche läuft …',
    error: 'Die Suche ist gerade nicht verfügbar. Bitte versuche es später noch einmal.',
    noResults: (v: Vars) => `Keine Treffer für „${v?.query}“.`,
    resultCount: (v: Vars) => `${v?.count} Treffer`,
    hint: 'Mit den Pfeiltasten wählen, mit Enter öffnen.',
  },
});

export type SearchStringKey = keyof (typeof searchStrings)['en'];

export const useSearchStrings = createStringsHook<SearchStringKey>(searchStrings);
