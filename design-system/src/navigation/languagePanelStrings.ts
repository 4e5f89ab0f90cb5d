// The language panel's own texts, in a module of their own: only the panel (loaded when it opens)
// imports them, so they stay out of the chunk every page loads with the header.

/**
 * The language and shipping-country panel speaks both languages at once (spec section 2), so a
 * visitor who landed in the wrong language can still find the switch. Same text in every locale;
 * each half is rendered with its own lang attribute, so screen readers pronounce it correctly.
 */
export const languagePanelPairs = {
  heading: { de: 'Sprache & Lieferland', en: 'Language & shipping country' },
  text: {
    de: 'Wähle deine Sprache und das Land, in das wir liefern.',
    en: 'Choose your language and the country we ship to.',
  },
  language: { de: 'Sprache', en: 'Language' },
  country: { de: 'Lieferland', en: 'Shipping country' },
  save: { de: 'Speichern', en: 'Save' },
} as const;

export type BilingualPair = { de: string; en: string };

const joined = (pair: BilingualPair) => `${pair.de} / ${pair.en}`;

/** The same texts joined as 'Deutsch / English' strings, e.g. for accessible names. */
export const languagePanelStrings = {
  heading: joined(languagePanelPairs.heading),
  text: joined(languagePanelPairs.text),
  language: joined(languagePanelPairs.language),
  country: joined(languagePanelPairs.country),
  save: joined(languagePanelPairs.save),
};
