import type { ShippingResult } from '@tonewood/design-system';
import { describe, expect, it } from 'vitest';
import { cartLine, storeCart } from '../../lib/data/fixtures';
import {
  addError,
  cartRows,
  cartTotals,
  totalsWithEstimate,
  isCartGone,
  shippingEstimate,
  totalQuantity,
  withoutLine,
  withQuantity,
} from './rules';

const line = (id: string, quantity: number, extra = {}) => cartLine({ id, quantity, unit_price: 100, ...extra });
const fetchError = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('cart rules', () => {
  it('counts every piece of every line for the badge, 0 without a cart', () => {
    expect(totalQuantity({ items: [line('a', 2), line('b', 1)] })).toBe(3);
    expect(totalQuantity(null)).toBe(0);
    expect(totalQuantity({ items: [] })).toBe(0);
  });

  it('treats a 404 or a not-found message as a cart that is gone, nothing else', () => {
    expect(isCartGone(fetchError(404, 'Cart with id x not found'))).toBe(true);
    expect(isCartGone(new Error("Cart with id 'x' not_found"))).toBe(true);
    expect(isCartGone(fetchError(500, 'Internal'))).toBe(false);
    expect(isCartGone(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("shows the stock text when Medusa refuses for inventory, else 'Error Adding Item'", () => {
    expect(addError(fetchError(400, 'Some variant does not have the required inventory'))).toBe('insufficient-stock');
    expect(addError(new TypeError('Failed to fetch'))).toBe('add-to-cart');
    expect(addError(fetchError(500, 'boom'))).toBe('add-to-cart');
  });

  it('keeps the rows in the order the lines were added, whatever order Medusa answers in', () => {
    const rows = cartRows(
      storeCart({
        id: 'c',
        items: [
          line('b', 1, { created_at: '2026-11-23T10:00:02Z' }),
          line('a', 1, { created_at: '2026-11-23T10:00:01Z' }),
        ],
      }),
      () => undefined,
    );
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('turns lines into rows with their product page and no placeholder variant title', () => {
    const rows = cartRows(
      storeCart({
        id: 'c',
        items: [
          line('a', 1, { product_title: 'Auric T', product_handle: 'auric-t', variant_title: 'Black / Right' }),
          line('b', 2, { title: 'Tote', product_handle: 'tote-bag', variant_title: 'Default variant' }),
        ],
      }),
      (handle) => (handle === 'auric-t' ? '/guitars/auric-t' : undefined),
    );
    expect(rows).toEqual([
      {
        id: 'a',
        handle: 'auric-t',
        title: 'Auric T',
        variant: 'Black / Right',
        image: null,
        href: '/guitars/auric-t',
        unitPrice: 100,
        quantity: 1,
      },
      {
        id: 'b',
        handle: 'tote-bag',
        title: 'Tote',
        variant: undefined,
        image: null,
        href: undefined,
        unitPrice: 100,
        quantity: 2,
      },
    ]);
  });

  it("shows a line's sale as a reduction only with its 30-day lowest price, and below it", () => {
    const sale = (id: string, variant: string) =>
      line(id, 1, {
        unit_price: 2549,
        compare_at_unit_price: 2999,
        variant_id: variant,
        created_at: `2026-11-23T10:00:0${id}Z`,
      });
    const cart = storeCart({
      id: 'c',
      items: [sale('1', 'v1'), sale('2', 'v2'), sale('3', 'v3'), line('4', 1, { created_at: '2026-11-23T10:00:04Z' })],
    });
    const rows = cartRows(cart, () => undefined, { v1: 2799, v2: 2500, v3: null });
    expect(rows.map((r) => r.reduction)).toEqual([{ original: 2999, lowest: 2799 }, undefined, undefined, undefined]);
  });

  it('takes the items total as subtotal and shows no shipping before one is chosen', () => {
    expect(
      cartTotals(
        storeCart({ id: 'c', item_total: 6580, subtotal: 5529.41, tax_total: 1050.59, total: 6580, shipping_total: 0 }),
      ),
    ).toEqual({ subtotal: 6580, taxAmount: 1050.59, shipping: null, discount: 0, total: 6580 });
    expect(cartTotals(storeCart({ id: 'c', item_total: 100, total: 149, shipping_total: 49 })).shipping).toBe(49);
  });

  it("adds the shipping estimate's VAT to the VAT line with the estimate to the total", () => {
    // A leather strap at 79 € with MERCH10 (−7,90 €), parcel 4,90 € estimated before the checkout
    // chooses it: the total shown is 76 € and the VAT line the VAT in 76 € (11,35 + 0,78 on the parcel).
    const totals = cartTotals(
      storeCart({ id: 'c', item_total: 71.1, tax_total: 11.35, total: 71.1, shipping_total: 0 }),
    );
    expect(totalsWithEstimate(totals, 4.9, true)).toEqual({ total: 76, taxAmount: 12.13 });
    // The export zone: net prices, no VAT in the estimate either.
    expect(totalsWithEstimate({ ...totals, taxAmount: 0 }, 24, false)).toEqual({ total: 95.1, taxAmount: 0 });
    // Once Medusa holds the shipping method, its totals hold the shipping and its VAT already.
    const chosen = { total: 76, taxAmount: 12.13, shipping: 4.9 };
    expect(totalsWithEstimate(chosen, 4.9, true)).toEqual({ total: 76, taxAmount: 12.13 });
    expect(totalsWithEstimate(totals, null, true)).toEqual({ total: 71.1, taxAmount: 11.35 });
  });

  it('changes or drops one line without touching the others (optimistic states)', () => {
    const cart = { id: 'c', items: [line('a', 1), line('b', 3)] };
    expect(withQuantity(cart, 'b', 5).items.map((l) => l.quantity)).toEqual([1, 5]);
    expect(withoutLine(cart, 'a').items.map((l) => l.id)).toEqual(['b']);
    expect(cart.items.map((l) => l.quantity)).toEqual([1, 3]);
  });

  it('estimates shipping as the checkout prices it: each product type once, added up; null when one cannot ship', () => {
    const results: Record<string, ShippingResult> = {
      guitar: { status: 'paid', amount: 49, includesTax: true },
      merch: { status: 'paid', amount: 9.9, includesTax: true },
      bass: { status: 'free', includesTax: true },
      amplification: { status: 'unavailable', reason: 'no-option-for-type', productType: 'amplification' },
    };
    const shippingFor = (type: string) => results[type]!;
    expect(shippingEstimate([{ product_type: 'guitar' }, { product_type: 'merch' }], shippingFor)).toBe(58.9);
    expect(shippingEstimate([{ product_type: 'guitar' }, { product_type: 'bass' }], shippingFor)).toBe(49);
    expect(shippingEstimate([{ product_type: 'merch' }, { product_type: 'merch' }], shippingFor)).toBe(9.9);
    expect(shippingEstimate([{ product_type: 'bass' }], shippingFor)).toBe(0);
    expect(shippingEstimate([{ product_type: 'guitar' }, { product_type: 'amplification' }], shippingFor)).toBeNull();
    expect(shippingEstimate([], shippingFor)).toBeNull();
  });
});
