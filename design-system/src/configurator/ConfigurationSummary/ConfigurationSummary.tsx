import { VAT_PERCENT } from '@tonewood/rules';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../commerce/Price/formatPrice';
import { TotalRow } from '../../commerce/CartSummary/CartSummary';
import { formatPriceDelta } from '../formatPriceDelta';
import { useConfiguratorStrings } from '../strings';
import { DownloadIcon } from '../../icons';

export interface ConfigurationChoice {
  /** The option group, e.g. 'Finish'. */
  group: string;
  /** The chosen value, e.g. 'Amber burst'. */
  label: string;
  priceDelta?: number;
  /** Colour chip of the chosen value. */
  swatch?: string;
}

export interface ConfigurationSummaryProps {
  /** The instrument, e.g. 'Nightjar S'. */
  productName: string;
  basePrice: number;
  choices: ConfigurationChoice[];
  /** The total when the site computes it; defaults to base price plus every delta. */
  total?: number;
  taxRate?: number;
  /** Replaces the 'incl. 19% VAT' line, e.g. the export note for a country outside the EU. */
  taxNote?: string;
  /** The configuration's reference number, e.g. 'TW-7K3Q-9F2D', shown under the instrument. */
  reference?: string;
  onRequestQuote: () => void;
  onDownloadPdf: () => void;
  /** While the quote request or PDF is being prepared. */
  quoteBusy?: boolean;
  pdfBusy?: boolean;
  title?: string;
  className?: string;
}

/** The chosen options with their deltas, base price and total, a quote request and a PDF download. */
export function ConfigurationSummary({
  productName,
  basePrice,
  choices,
  total,
  taxRate = VAT_PERCENT,
  taxNote,
  reference,
  onRequestQuote,
  onDownloadPdf,
  quoteBusy = false,
  pdfBusy = false,
  title,
  className,
}: ConfigurationSummaryProps) {
  const t = useConfiguratorStrings();
  const sum = total ?? choices.reduce((acc, choice) => acc + (choice.priceDelta ?? 0), basePrice);
  const announcement = useTotalAnnouncement(sum, (amount) => t('totalAnnouncement', { amount }));
  return (
    <section
      data-slot="configuration-summary"
      aria-label={title ?? t('summaryTitle')}
      className={cn('flex flex-col gap-4 rounded-lg border border-maple-300 bg-white p-5 text-walnut-900', className)}
    >
      <div>
        <h2 className="font-display text-xl font-semibold">{title ?? t('summaryTitle')}</h2>
        <p className="text-sm text-walnut-600">{productName}</p>
        {reference && (
          <p className="text-sm text-walnut-600 tabular-nums" data-slot="configuration-reference">
            {t('reference', { reference })}
          </p>
        )}
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-4 border-b border-maple-300 pb-2">
          <dt className="font-medium">{t('basePrice')}</dt>
          <dd className="tabular-nums">{formatPrice(basePrice)}</dd>
        </div>
        {choices.map((choice) => (
          <div key={choice.group} className="flex items-baseline justify-between gap-4">
            <dt className="flex min-w-0 items-baseline gap-2">
              <span className="text-walnut-600">{choice.group}:</span>
              {choice.swatch && (
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 self-center rounded-full border border-walnut-900/25"
                  style={{ background: choice.swatch }}
                />
              )}
              <span className="font-medium">{choice.label}</span>
            </dt>
            <dd className={cn('shrink-0 tabular-nums', !formatPriceDelta(choice.priceDelta ?? 0) && 'text-moss-700')}>
              {formatPriceDelta(choice.priceDelta ?? 0) ?? t('included')}
            </dd>
          </div>
        ))}
        <TotalRow label={t('total')} amount={sum} slot="configuration-total" className="mt-1" />
      </dl>
      <p className="-mt-3 text-right text-xs text-walnut-600" data-slot="configuration-tax-note">
        {taxNote ?? t('vatIncluded', { rate: taxRate })}
      </p>
      <p aria-live="polite" className="sr-only" data-slot="configuration-total-announcement">
        {announcement}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="w-full sm:w-auto sm:flex-1" onClick={onRequestQuote} loading={quoteBusy}>
          {t('requestQuote')}
        </Button>
        <Button variant="outline" className="w-full sm:w-auto sm:flex-1" onClick={onDownloadPdf} loading={pdfBusy}>
          <DownloadIcon />
          {t('downloadPdf')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The text of the polite live region: empty on first render (the total is on the page already),
 * then 'Total 3.114,50 €' each time the total changes, so a screen reader hears the new price
 * after a choice without the focus moving.
 */
function useTotalAnnouncement(sum: number, describe: (amount: string) => string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(sum);
  const amount = formatPrice(sum);
  const text = describe(amount);
  useEffect(() => {
    if (previous.current === sum) return;
    previous.current = sum;
    setAnnouncement(text);
  }, [sum, text]);
  return announcement;
}
