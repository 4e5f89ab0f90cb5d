// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../../scripts/pdf-text.mjs';
import { configurationPdf, winAnsi } from './pdf';

async function textOf(bytes: ArrayBuffer) {
  const pages = await pdfPages(bytes);
  return { pages, text: pages.join('\n') };
}

const input = {
  fileName: 'tonewood-TW-0ABC123.pdf',
  workshop: 'Tonewood',
  workshopLine: 'Handgefertigte Gitarren und Bässe',
  title: 'Custom-Bass – Deine Konfiguration',
  labels: {
    basePrice: 'Grundpreis',
    total: 'Gesamtpreis',
    reference: 'Referenz',
    date: 'Datum',
    link: 'Diese Konfiguration',
    page: 'Seite',
  },
  basePrice: '2.690,00\u00a0€',
  rows: [
    { label: 'Korpusform', value: 'Jazz', amount: 'inklusive' },
    { label: 'Korpusholz', value: 'Esche', amount: '+ 120,00\u00a0€' },
    { label: 'Griffbrett', value: 'Ahorn', amount: '\u2212 45,50\u00a0€' },
  ],
  total: '2.764,50\u00a0€',
  taxNote: 'inkl. 19 % MwSt.',
  reference: 'TW-0ABC123',
  date: '24. November 2026',
  url: 'https://tonewood.example/de/configurator-test?model=custom-bass&bodyShape=jazz',
};

describe('winAnsi', () => {
  it('keeps German text and the euro sign, maps the minus sign and drops what the font lacks', () => {
    expect(winAnsi('Bässe – Straße 2.890,00\u00a0€ „x“')).toBe('Bässe – Straße 2.890,00\u00a0€ „x“');
    expect(winAnsi('\u2212 45,50\u202f€')).toBe('\u2013 45,50\u00a0€');
    expect(winAnsi('Guitar 🎸')).toBe('Guitar ?');
  });
});

describe('configurationPdf', () => {
  it('writes one A4 page with every choice, the prices, the reference, the date and the link, as text', async () => {
    const bytes = configurationPdf(input);
    const { pages, text } = await textOf(bytes);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Tonewood',
      'Custom-Bass – Deine Konfiguration',
      'Grundpreis',
      'Korpusholz: Esche',
      '+ 120,00 €',
      '– 45,50 €',
      'Gesamtpreis',
      '2.764,50 €',
      'inkl. 19 % MwSt.',
      'Referenz: TW-0ABC123',
      'Datum: 24. November 2026',
      'https://tonewood.example/de/configurator-test?model=custom-bass&bodyShape=jazz',
    ])
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
  });

  it('continues on a second page when the choices do not fit on one', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ label: `Gruppe ${i}`, value: 'Wert', amount: 'inklusive' }));
    const { pages } = await textOf(configurationPdf({ ...input, rows }));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Gesamtpreis');
    expect(pages[1]).toContain('Seite 2 / 2');
  });
});
