import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import { ConfigurationSummary, type ConfigurationSummaryProps } from './ConfigurationSummary';

const props: ConfigurationSummaryProps = {
  productName: 'Custom Bass',
  basePrice: 2890,
  choices: [{ group: 'Finish', label: 'Oxblood red', priceDelta: 120 }],
  onRequestQuote: () => {},
  onDownloadPdf: () => {},
};
const nbsp = '\u00a0';

function renderIn(locale: string, extra: Partial<ConfigurationSummaryProps> = {}) {
  const view = render(
    <I18nProvider locale={locale}>
      <ConfigurationSummary {...props} {...extra} />
    </I18nProvider>,
  );
  const live = () => view.container.querySelector('[aria-live="polite"]')!;
  const update = (next: Partial<ConfigurationSummaryProps>) =>
    view.rerender(
      <I18nProvider locale={locale}>
        <ConfigurationSummary {...props} {...next} />
      </I18nProvider>,
    );
  return { ...view, live, update };
}

describe('ConfigurationSummary total announcement', () => {
  it('says nothing on first render and the new total when it changes', () => {
    const { live, update } = renderIn('en-US');
    expect(live().textContent).toBe('');
    update({ choices: [{ group: 'Finish', label: 'Oxblood red', priceDelta: 120.5 }] });
    expect(live().textContent).toBe(`Total 3.010,50${nbsp}€`);
  });

  it('does not repeat itself when something else changes', () => {
    const { live, update } = renderIn('de-DE');
    update({ pdfBusy: true });
    expect(live().textContent).toBe('');
    update({ total: 3200 });
    expect(live().textContent).toBe(`Gesamtpreis 3.200${nbsp}€`);
  });
});

describe('ConfigurationSummary notes', () => {
  it('shows the VAT line, or the tax note the site gives instead', () => {
    expect(renderIn('en-US').getByText('incl. 19% VAT')).toBeTruthy();
    const { getByText, queryByText } = renderIn('de-DE', { taxNote: 'zzgl. MwSt. (Export)' });
    expect(getByText('zzgl. MwSt. (Export)')).toBeTruthy();
    expect(queryByText('inkl. 19 % MwSt.')).toBeNull();
  });

  it('shows the reference in the page language', () => {
    expect(renderIn('de-DE', { reference: 'TW-7K3Q' }).getByText('Referenz TW-7K3Q')).toBeTruthy();
  });
});
