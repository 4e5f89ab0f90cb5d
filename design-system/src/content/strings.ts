import { dictionary, createStringsHook, type Vars } from '../i18n/useDsStrings';

/** Chrome and spec-fixed texts of the content area (404 texts from spec section 2). */
export const contentStrings = dictionary({
  en: {
    notFoundHeadline: "Uh oh! I think you're lost.",
    notFoundText: 'The page you are looking for does not exist.',
    backHome: 'Back to home',
    readMore: 'Read more',
    readArticle: (v: Vars) => `Read “${v?.title}”`,
    noPosts: 'No articles yet. New stories from the workshop are on their way.',
    lastUpdated: (v: Vars) => `Last updated: ${v?.date}`,
    contents: 'Contents',
    minutesRead: (v: Vars) => `${v?.minutes} min read`,
  },
  de: {
    notFoundHeadline: 'Oh oh! Ich glaube, du hast dich verlaufen.',
    notFoundText: 'Die Seite, die du suchst, gibt es nicht.',
    backHome: 'Zurück zur Startseite',
    readMore: 'Weiterlesen',
    readArticle: (v: Vars) => `„${v?.title}“ lesen`,
    noPosts: 'Noch keine Artikel. Neue Geschichten aus der Werkstatt sind unterwegs.',
    lastUpdated: (v: Vars) => `Zuletzt aktualisiert: ${v?.date}`,
    contents: 'Inhalt',
    minutesRead: (v: Vars) => `${v?.minutes} Min. Lesezeit`,
  },
});

export type ContentStringKey = keyof (typeof contentStrings)['en'];

export const useContentStrings = createStringsHook<ContentStringKey>(contentStrings);
