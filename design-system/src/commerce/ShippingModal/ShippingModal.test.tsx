import '@testing-library/jest-dom/vitest';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria';
import { deliveryTimeText, READY_DELIVERY } from '@tonewood/rules';
import { commerceStrings } from '../strings';
import { ShippingModal, shippingUnavailableReasons, type ShippingModalProps } from './ShippingModal';

const product = { id: 'p1', title: 'Workshop tote bag', type: 'merch' };

const show = (props: Partial<ShippingModalProps>, locale = 'en-US') =>
  render(
    <I18nProvider locale={locale}>
      <ShippingModal defaultOpen product={product} {...props} />
    </I18nProvider>,
  );

const reasonText = () => document.querySelector('[data-slot="shipping-reason"]')?.textContent;

describe('ShippingModal', () => {
  it('shows each unavailable reason with the exact English text of spec section 5', () => {
    const texts = shippingUnavailableReasons.map((reason) => {
      const { unmount } = show({ result: { status: 'unavailable', reason } });
      const text = reasonText();
      unmount();
      return text;
    });
    expect(texts).toEqual([
      'Missing shipping data',
      'Product type not defined',
      'No shipping zones available',
      'Current shipping zone not found',
      'No shipping options available for this zone',
      'No shipping available for merch',
    ]);
  });

  it('uses the result message or product type when given', () => {
    show({ result: { status: 'unavailable', reason: 'no-option-for-type', productType: 'amplification' } });
    expect(reasonText()).toBe('No shipping available for amplification');
  });

  it('shows the generic error without a result and the no-product message without a product', () => {
    const { unmount } = show({ result: null });
    expect(screen.getByRole('dialog')).toHaveTextContent('Error calculating shipping costs');
    unmount();
    show({ product: null });
    expect(document.querySelector('[data-slot="shipping-no-product"]')).toHaveTextContent('no product data');
  });

  it('shows free and paid costs with the tax note', () => {
    const { unmount } = show({ result: { status: 'free', includesTax: true } });
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByText('Shipping costs include 19% VAT.')).toBeInTheDocument();
    unmount();
    show({ result: { status: 'paid', amount: 24.5, includesTax: false } }, 'de-DE');
    expect(document.querySelector('[data-slot="shipping-amount"]')?.textContent).toBe('24,50\u00a0€');
    expect(screen.getByText('Versandkosten ohne MwSt.; Einfuhrabgaben können anfallen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Details ansehen/ })).toHaveAttribute('href', '/shipping-delivery');
  });

  it('names the delivery time unless told not to (an out-of-stock variant), keeping costs and zone', () => {
    const result = { status: 'free', includesTax: true, zoneName: 'Deutschland' } as const;
    const { unmount } = show({ result });
    expect(document.querySelector('[data-slot="shipping-delivery-time"]')).not.toBeNull();
    unmount();
    show({ result, deliveryTime: false }, 'de-DE');
    expect(document.querySelector('[data-slot="shipping-delivery-time"]')).toBeNull();
    expect(screen.getByText('Versandzone: Deutschland')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="shipping-amount"]')).not.toBeNull();
  });

  it("names the ready goods' delivery time by default and a build's when given, in both languages", () => {
    const result = { status: 'free', includesTax: true } as const;
    const time = () => document.querySelector('[data-slot="shipping-delivery-time"]')?.textContent;
    let view = show({ result });
    expect(time()).toBe('about 4-5 working days');
    view.unmount();
    view = show({ result }, 'de-DE');
    expect(time()).toBe('ca. 4-5 Werktage');
    view.unmount();
    show({ result, deliveryTime: 'ca. 6-10 Wochen' }, 'de-DE');
    expect(time()).toBe('ca. 6-10 Wochen');
  });

  it('calls onClose when closed, and shows no costs while a new calculation loads', async () => {
    const onClose = vi.fn();
    const { rerender } = show({ onClose, result: { status: 'paid', amount: 24, includesTax: true } });
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <I18nProvider locale="en-US">
        <ShippingModal open product={product} loading result={null} onClose={onClose} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Calculating shipping costs…');
    expect(document.querySelector('[data-slot="shipping-amount"]')).toBeNull();
  });
});

describe("the library's default delivery time", () => {
  it('is the text of the delivery rule for goods that are ready, in both languages', () => {
    expect(commerceStrings.en.deliveryTimeValue).toBe(deliveryTimeText(READY_DELIVERY, 'en'));
    expect(commerceStrings.de.deliveryTimeValue).toBe(deliveryTimeText(READY_DELIVERY, 'de'));
  });
});
