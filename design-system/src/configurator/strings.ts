import { dictionary, createStringsHook, type Vars } from '../i18n/useDsStrings';

/** The configurator area's own words; option names and prices come through props. */
export const configuratorStrings = dictionary({
  en: {
    included: 'included',
    unavailable: 'unavailable',
    summaryTitle: 'Your configuration',
    basePrice: 'Base price',
    total: 'Total',
    requestQuote: 'Request a quote',
    downloadPdf: 'Download PDF',
    vatIncluded: (v: Vars) => `incl. ${v?.rate}% VAT`,
    reference: (v: Vars) => `Reference ${v?.reference}`,
    totalAnnouncement: (v: Vars) => `Total ${v?.amount}`,
  },
  de: {
    included: 'inklusive',
    unavailable: 'nicht verfügbar',
    summaryTitle: 'Deine Konfiguration',
    basePrice: 'Grundpreis',
    total: 'Gesamtpreis',
    requestQuote: 'Angebot anfragen',
    downloadPdf: 'PDF herunterladen',
    vatIncluded: (v: Vars) => `inkl. ${v?.rate} % MwSt.`,
    reference: (v: Vars) => `Referenz ${v?.reference}`,
    totalAnnouncement: (v: Vars) => `Gesamtpreis ${v?.amount}`,
  },
});

export type ConfiguratorStringKey = keyof (typeof configuratorStrings)['en'];

export const useConfiguratorStrings = createStringsHook<ConfiguratorStringKey>(configuratorStrings);
