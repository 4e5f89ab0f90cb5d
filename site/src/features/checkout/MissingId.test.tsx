// An address without its id: the checkout goes on to the cart, the confirmation says it found no order.
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('gatsby', () => ({ navigate: (...args: unknown[]) => navigate(...args) }));
const { MissingId } = await import('./MissingId');

const german = i18next.createInstance();
beforeAll(() =>
  german.init({
    lng: 'de',
    resources: { de: { translation: { order_missing_title: 'Bestellung nicht gefunden', order_missing: 'Keine.' } } },
  }),
);
afterEach(() => navigate.mockReset());

const page = (shell: 'checkout' | 'order-confirmation', language: 'en' | 'de') =>
  render(
    <I18nextProvider i18n={german}>
      <MissingId shell={shell} language={language} loading={<p>loading</p>} />
    </I18nextProvider>,
  );

describe('MissingId', () => {
  it('sends a checkout without a cart on to the cart, in its language, replacing the address', () => {
    page('checkout', 'de');
    expect(navigate).toHaveBeenCalledWith('/de/cart', { replace: true });
    expect(screen.getByText('loading')).toBeTruthy();
    navigate.mockReset();
    page('checkout', 'en');
    expect(navigate).toHaveBeenCalledWith('/cart', { replace: true });
  });

  it('says a confirmation without an order found none, and goes nowhere', () => {
    page('order-confirmation', 'de');
    expect(screen.getByText('Bestellung nicht gefunden')).toBeTruthy();
    expect(screen.getByText('Keine.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
