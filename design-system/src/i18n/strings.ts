import { dictionary } from './dictionary';
import type { Vars } from './useDsStrings';

/**
 * The design system's own chrome strings. Content comes through props; these are only the
 * words a component needs to describe itself (close buttons, "from", tax notes, badge labels).
 */
export const dsStrings = dictionary({
  en: {
    close: 'Close',
    optional: 'optional',
    from: 'from',
    taxIncluded: (v: Vars) => `incl. ${v?.rate}% VAT`,
    taxExcluded: 'excl. VAT (export)',
    lowestPrice: (v: Vars) => `Lowest price in the last 30 days: ${v?.price}`,
    available: 'Available',
    builtToOrder: 'Built to order',
    outOfStock: 'Out of stock',
    unavailableOption: 'unavailable',
    discount: (v: Vars) => `${v?.percent} discount`,
    surcharge: (v: Vars) => `${v?.percent} surcharge`,
    carousel: 'carousel',
    slide: 'slide',
    slideOf: (v: Vars) => `${v?.index} of ${v?.total}`,
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: (v: Vars) => `Go to slide ${v?.index}`,
    pauseAutoplay: 'Pause slideshow',
    startAutoplay: 'Play slideshow',
  },
  de: {
    close: 'Schließen',
    optional: 'optional',
    from: 'ab',
    taxIncluded: (v: Vars) => `inkl. ${v?.rate} % MwSt.`,
    taxExcluded: 'zzgl. MwSt. (Export)',
    lowestPrice: (v: Vars) => `Niedrigster Preis der letzten 30 Tage: ${v?.price}`,
    available: 'Verfügbar',
    builtToOrder: 'Wird auf Bestellung gebaut',
    outOfStock: 'Ausverkauft',
    unavailableOption: 'nicht verfügbar',
    discount: (v: Vars) => `${v?.percent} Rabatt`,
    surcharge: (v: Vars) => `${v?.percent} Aufpreis`,
    carousel: 'Karussell',
    slide: 'Folie',
    slideOf: (v: Vars) => `${v?.index} von ${v?.total}`,
    previousSlide: 'Vorherige Folie',
    nextSlide: 'Nächste Folie',
    goToSlide: (v: Vars) => `Gehe zu Folie ${v?.index}`,
    pauseAutoplay: 'Diashow anhalten',
    startAutoplay: 'Diashow abspielen',
  },
});

export type DsStringKey = keyof (typeof dsStrings)['en'];
