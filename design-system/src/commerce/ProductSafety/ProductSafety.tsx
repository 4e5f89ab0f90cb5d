import { Fragment, useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useProductSafetyStrings } from './strings';
import { mailtoHref } from './mailto';

export interface Manufacturer {
  name: string;
  /** The postal address without the name, one line per row. */
  address: string;
  email: string;
}

export interface ProductSafetyProps {
  /** The manufacturer's name, postal address and email (GPSR Art. 19 (b)); nothing shown without one. */
  manufacturer: Manufacturer | null;
  /** The product's model: its name as the shop sells it. */
  model: string;
  /** The selected variant's SKU; null while no variant is selected. */
  sku: string | null;
  /** Warnings (GPSR Art. 19 (d)), one entry each; none for products that need none. */
  warnings?: readonly string[];
  /** Safety information and instructions, one entry each. */
  safetyInformation?: readonly string[];
  /** Opens the block on first render (it stays a disclosure the shopper can close). */
  defaultOpen?: boolean;
  /** The heading level of 'Product safety' (its parts take the next one). */
  headingLevel?: 2 | 3;
  className?: string;
}

const headingClass = 'text-sm font-semibold text-walnut-900';

/**
 * The product-safety block of a product page (GPSR, Regulation (EU) 2023/988, Art. 19): the
 * manufacturer with postal address and email, the product identifier (model and the selected
 * variant's SKU, announced when it changes) and, for products that need them, the warnings and
 * safety information. A native disclosure: compact until opened, its contents in the page for
 * search engines and readers without JavaScript.
 */
export function ProductSafety({
  manufacturer,
  model,
  sku,
  warnings = [],
  safetyInformation = [],
  defaultOpen = false,
  headingLevel = 2,
  className,
}: ProductSafetyProps) {
  const t = useProductSafetyStrings();
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const href = mailtoHref(manufacturer?.email);
  const addressLines = (manufacturer?.address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const list = (items: readonly string[], marker: string): ReactNode => (
    <ul className={cn('mt-1 space-y-1 pl-5 text-sm leading-relaxed text-walnut-800', marker)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('border-y border-maple-300', className)}
      data-slot="product-safety"
    >
      <details open={defaultOpen || undefined} className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 [&::-webkit-details-marker]:hidden">
          <Heading id={`${id}-title`} className="text-base font-semibold text-walnut-900">
            {t('productSafety')}
          </Heading>
          <span aria-hidden="true" className="text-walnut-600 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="grid gap-5 pb-4">
          {manufacturer && (
            <div>
              <Sub className={headingClass}>{t('manufacturer')}</Sub>
              <address className="mt-1 text-sm not-italic leading-relaxed text-walnut-800">
                {manufacturer.name}
                {addressLines.map((line) => (
                  <Fragment key={line}>
                    <br />
                    {line}
                  </Fragment>
                ))}
                <br />
                <span className="sr-only">{t('email')}: </span>
                {href ? (
                  <a
                    href={href}
                    className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-700"
                  >
                    {manufacturer.email}
                  </a>
                ) : (
                  manufacturer.email
                )}
              </address>
            </div>
          )}
          <div>
            <Sub className={headingClass}>{t('productIdentifier')}</Sub>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-walnut-800">
              <dt className="text-walnut-600">{t('model')}</dt>
              <dd data-slot="model">{model}</dd>
              <dt className="text-walnut-600">{t('sku')}</dt>
              <dd data-slot="sku" aria-live="polite" className={sku ? 'font-mono [overflow-wrap:anywhere]' : 'italic'}>
                {sku ?? t('skuNone')}
              </dd>
            </dl>
          </div>
          {warnings.length > 0 && (
            <div data-slot="warnings">
              <Sub className={cn(headingClass, 'text-amber-800')}>{t('warnings')}</Sub>
              {list(warnings, 'list-[square] marker:text-amber-700')}
            </div>
          )}
          {safetyInformation.length > 0 && (
            <div data-slot="safety-information">
              <Sub className={headingClass}>{t('safetyInformation')}</Sub>
              {list(safetyInformation, 'list-disc')}
            </div>
          )}
        </div>
      </details>
    </section>
  );
}
