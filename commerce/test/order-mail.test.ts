// The order confirmation mail (src/modules/smtp-notification/order-mail.ts): the order's
// language and its lines, whatever order Medusa returns them in.
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, orderLanguage } from '../src/modules/smtp-notification/order-mail';

const order = {
  display_id: 1042,
  email: 'ada@example.org',
  currency_code: 'eur',
  total: 3050,
  shipping_total: 60,
  items: [
    { product_title: 'Nomad', variant_title: 'Natural', quantity: 1, total: 2890 },
    { product_title: 'Gig bag', variant_title: null, quantity: 2, total: 100 },
  ],
  shipping_address: { first_name: 'Ada' },
};

describe('order confirmation mail', () => {
  it("takes the order's locale, else its metadata language, else English", () => {
    expect(orderLanguage({ locale: 'de-DE' })).toBe('de');
    expect(orderLanguage({ locale: null, metadata: { language: 'de' } })).toBe('de');
    expect(orderLanguage({ locale: 'en-US', metadata: { language: 'de' } })).toBe('en');
    expect(orderLanguage({})).toBe('en');
    expect(orderLanguage({ locale: 'denmark' })).toBe('en');
  });

  it('renders German with German money and the lines sorted by name', () => {
    const mail = orderConfirmationMail({ ...order, locale: 'de-DE' });
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Deine Bestellung #1042 bei Tonewood');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Hallo Ada,');
    expect(text.indexOf('2 × Gig bag: 100,00 €')).toBeGreaterThan(-1);
    expect(text.indexOf('1 × Nomad – Natural: 2.890,00 €')).toBeGreaterThan(text.indexOf('Gig bag'));
    expect(text).toContain('Gesamt: 3.050,00 €');
  });

  it('renders English by default, with the same lines for any line order', () => {
    const a = orderConfirmationMail(order);
    const b = orderConfirmationMail({ ...order, items: [...order.items].reverse() });
    expect(a.subject).toBe('Your Tonewood order #1042');
    expect(a.text).toContain('Total: €3,050.00');
    expect(a.text).toContain('Delivery takes about 4-5 working days.');
    expect(b.text).toBe(a.text);
  });
});
