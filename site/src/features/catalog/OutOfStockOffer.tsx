// The product page's line for a selected variant that is out of stock: no delivery promise, the
// product's variants that can be bought now (each a button that selects it) and the contact
// request (the request form on /about).
import { Button, Price } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../i18n';

export interface OfferedVariant {
  medusaId: string;
  /** In the page's language. */
  title: string;
  /** As shown (the market's tax display); null without a price. */
  amount: number | null;
}

/** Where the contact request form is: the request section of /about. */
const CONTACT_REQUEST_HREF = '/about#contact-request-title';

export function OutOfStockOffer({
  alternatives,
  onSelect,
}: {
  /** The product's other variants that can be bought now. */
  alternatives: readonly OfferedVariant[];
  onSelect: (medusaId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="space-y-3 rounded-md border border-walnut-200 bg-maple-100 p-4 text-sm text-walnut-800"
      data-testid="out-of-stock-offer"
    >
      <p>{t('out_of_stock_note')}</p>
      {alternatives.length > 0 && (
        <div className="space-y-2">
          <p id="out-of-stock-alternatives" className="font-medium">
            {t('out_of_stock_alternatives')}
          </p>
          <ul aria-labelledby="out-of-stock-alternatives" className="flex flex-wrap gap-2">
            {alternatives.map((variant) => (
              <li key={variant.medusaId}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onSelect(variant.medusaId)}
                  data-testid="in-stock-variant"
                  data-variant-id={variant.medusaId}
                >
                  {variant.title}
                  {variant.amount != null && (
                    <>
                      {' · '}
                      <Price amount={variant.amount} size="sm" className="inline-flex" />
                    </>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <SiteLink
          href={CONTACT_REQUEST_HREF}
          className="underline underline-offset-4"
          data-testid="contact-request-link"
        >
          {t('out_of_stock_contact')}
        </SiteLink>
      </p>
    </div>
  );
}
