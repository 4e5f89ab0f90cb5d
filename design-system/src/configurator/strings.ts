import { createStringsHook, type Message, type Vars } from '../i18n/useDsStrings';

/** The configurator area's own words; option names and prices come through props. */
export const configuratorStrings = {
  'en-US': {
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
  'de-DE': {
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
} satisfies Record<string, Record<string, Message>>;

export type ConfiguratorStringKey = keyof (typeof configuratorStrings)['en-US'];

export const useConfiguratorStrings = createStringsHook<ConfiguratorStringKey>(configuratorStrings);
