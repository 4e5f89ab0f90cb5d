// What draws the cart page (CartView.tsx): the rows, the summary with the promotion code field,
// the empty state and the failure message. Its own chunk, loaded with the cart store.
import { Alert, Button, buttonVariants, CartLineItem, CartSummary } from '@tonewood/design-system';
import { languageOfLocale } from '@tonewood/rules';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { StoreApi as ZustandStore } from 'zustand/vanilla';
import type { CommerceConnection } from '../../lib/data';
import { useLowestPrices } from '../catalog';
import { SiteLink } from '../i18n';
import { useMarket, useTaxIncluded } from '../market';
import { calculateShipping } from '../shipping';
import { appliedCodes, beforeDiscounts, cartDiscounts } from './promotion';
import { cartRows, cartTotals, shippingEstimate, totalsWithEstimate } from './rules';
import type { CartProducts } from './CartView';
import { EmptyState } from './EmptyState';
import type { CartState } from './store';

/** Loaded once the cart has lines (CartView.tsx preloads it then): an empty cart never needs it. */
const PromotionCodeField = lazy(() => import(/* webpackChunkName: "promotion-code" */ './PromotionCode'));

const PLACEHOLDER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%23efe6d8"/%3E%3C/svg%3E';

export default function Cart({
  store,
  products,
  commerce,
  loading,
}: {
  store: ZustandStore<CartState>;
  products: CartProducts;
  commerce: CommerceConnection;
  loading: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { cart, status, busyLine, setQuantity, remove, refresh, promotion, applyCode, removeCode } = useStore(store);
  const country = useMarket((s) => s.country);
  const matrix = useMarket((s) => s.matrix);
  const taxMap = useMarket((s) => s.taxMap);
  const taxIncluded = useTaxIncluded();
  const lowest = useLowestPrices(
    commerce,
    cart?.region_id,
    (cart?.items ?? []).flatMap((line) => (line.variant_id ? [line.variant_id] : [])),
  );
  if (status === 'failed' && !cart)
    return (
      <Alert
        kind="error"
        title={t('cart_unavailable_title')}
        action={
          <Button variant="outline" onClick={() => void refresh()}>
            {t('try_again')}
          </Button>
        }
      >
        {t('cart_unavailable')}
      </Alert>
    );
  if (!cart) return status === 'ready' ? <EmptyState /> : loading;
  const rows = cartRows(cart, (handle) => products[handle]?.href, lowest);
  if (rows.length === 0) return <EmptyState />;
  const totals = cartTotals(cart);
  // Shipping for the current country (the shipping matrix), added to Medusa's total until the
  // checkout chooses a method in Medusa itself.
  // With promotions, subtotal and shipping as before them; the discounts follow as lines of their own.
  const before = beforeDiscounts(cart);
  const estimate =
    before.shipping ??
    totals.shipping ??
    shippingEstimate(cart.items ?? [], (type) => calculateShipping({ product: { type }, matrix, country, taxMap }));
  const shown = totalsWithEstimate(totals, estimate, taxIncluded);
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
      <section aria-labelledby="cart-items">
        <h2 id="cart-items" className="sr-only">
          {t('cart_items')}
        </h2>
        {rows.map((row) => {
          const known = products[row.handle ?? ''];
          return (
            <CartLineItem
              key={row.id}
              title={row.title}
              variant={row.variant}
              image={{ src: known?.image ?? PLACEHOLDER, alt: known?.imageAlt ?? '' }}
              href={row.href}
              linkComponent={SiteLink}
              unitPrice={row.unitPrice}
              reduction={row.reduction}
              quantity={row.quantity}
              busy={busyLine === row.id}
              onQuantityChange={(quantity) => void setQuantity(row.id, quantity)}
              onRemove={() => void remove(row.id)}
            />
          );
        })}
      </section>
      <CartSummary
        className="lg:sticky lg:top-24"
        subtotal={before.subtotal ?? totals.subtotal}
        taxAmount={shown.taxAmount}
        shipping={estimate}
        discounts={cartDiscounts(cart, languageOfLocale(i18n.language))}
        total={shown.total}
        taxMode={taxIncluded ? 'included' : 'excluded'}
        action={
          <>
            {/* The field's own height while its chunk arrives: nothing moves when it shows. */}
            <Suspense fallback={<div className="min-h-[4.375rem]" />}>
              <PromotionCodeField
                applied={appliedCodes(cart)}
                problem={promotion.problem}
                busy={promotion.busy}
                onApply={applyCode}
                onRemove={removeCode}
              />
            </Suspense>
            <SiteLink
              href={`/checkout/${cart.id}`}
              className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}
            >
              {t('go_to_checkout')}
            </SiteLink>
          </>
        }
      />
    </div>
  );
}
