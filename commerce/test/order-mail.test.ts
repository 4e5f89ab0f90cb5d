// The order mails (src/modules/smtp-notification): the contract confirmation and the shipping
// mail, rendered as HTML and text in the order's language, from plain order data.
import { BANK_TRANSFER_PROVIDER, TEST_CARD_PROVIDER } from '@tonewood/rules';
import { verifyOrderToken } from '@tonewood/rules/order-token';
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, orderLanguage, type OrderForMail } from '../src/modules/smtp-notification/order-mail';
import { NO_SHOP_CONTENT, bankAccountOf, type ShopContent } from '../src/modules/smtp-notification/shop-content';
import { shippingMail } from '../src/modules/smtp-notification/shipping-mail';

const links = { storefrontUrl: 'https://shop.example', orderLinkSecret: 'a-test-secret-for-the-order-links-000' };
const shop: ShopContent = {
  bankAccount: {
    holder: 'Tonewood Instrumentenbau GmbH',
    bank: 'Sparkasse Leipzig',
    iban: 'DE81 8605 5592 1090 0012 34',
    bic: 'WELADE8LXXX',
  },
  deliveryTime: null,
  terms: { title: 'Allgemeine Geschäftsbedingungen', body: '## 1. Geltungsbereich\n\nDiese Bedingungen gelten.' },
};
const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: 'Hauptstraße 1',
  postal_code: '04109',
  city: 'Leipzig',
  country_code: 'de',
};

const order: OrderForMail = {
  id: 'order_01TEST',
  display_id: 1042,
  email: 'ada@example.org',
  created_at: '2026-11-26T10:00:00Z',
  total: 3390,
  item_total: 3400,
  discount_total: 70,
  shipping_total: 60,
  tax_total: 541.26,
  items: [
    {
      id: 'li_1',
      product_title: 'Nomad',
      variant_title: 'Natural',
      quantity: 1,
      total: 3290,
      tax_lines: [{ rate: 19 }],
    },
    { id: 'li_2', product_title: 'Gig bag', variant_title: 'Default variant', quantity: 2, total: 110 },
  ],
  shipping_address: address,
  billing_address: address,
  region: { metadata: { shipping_zone_id: 'de' } },
  payment_collections: [{ payments: [{ provider_id: BANK_TRANSFER_PROVIDER }] }],
};

const german = { ...order, locale: 'de-DE' };
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('order language', () => {
  it("takes the order's locale, else its metadata language, else English", () => {
    expect(orderLanguage({ locale: 'de-DE' })).toBe('de');
    expect(orderLanguage({ locale: null, metadata: { language: 'de' } })).toBe('de');
    expect(orderLanguage({ locale: 'en-US', metadata: { language: 'de' } })).toBe('en');
    expect(orderLanguage({})).toBe('en');
    expect(orderLanguage({ locale: 'denmark' })).toBe('en');
  });
});

describe('order confirmation mail', () => {
  it('writes a German order in German with German amounts, in HTML and text alike', () => {
    const mail = orderConfirmationMail(german, { links, shop });
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Deine Bestellung #1042 bei Tonewood');
    for (const body of [plain(mail.text), plain(mail.html)]) {
      expect(body).toContain('Hallo,');
      expect(body).not.toContain('Hallo Ada');
      expect(body).toContain('Nomad – Natural');
      expect(body).toContain('3.290 €');
      expect(body).toContain('−70 €');
      expect(body).toContain('3.390 €');
      expect(body).toContain('inkl. 19 % MwSt.');
      expect(body).toContain('541,26 €');
      expect(body).toContain('Lieferzeit ca. 4-5 Werktage');
      expect(body).toContain('Lieferadresse');
      expect(body).not.toContain('Default variant');
    }
    expect(plain(mail.text)).toMatch(/2 × Gig bag: 110 €\n1 × Nomad – Natural: 3\.290 €/);
    expect(mail.text).toContain('Zwischensumme: 3.400');
  });

  it('writes amounts the German way in an English mail too', () => {
    const mail = orderConfirmationMail(order, { links, shop: { ...shop, deliveryTime: 'Ships within 2 weeks' } });
    expect(mail.subject).toBe('Your Tonewood order #1042');
    expect(plain(mail.text)).toContain('Total: 3.390 €');
    expect(plain(mail.text)).toContain('incl. 19% VAT: 541,26 €');
    expect(mail.text).toContain('Ships within 2 weeks');
    expect(mail.text).not.toContain('4-5 working days');
  });

  it('gives the bank details and the order number as reference for a bank transfer', () => {
    const mail = orderConfirmationMail(german, { links, shop });
    const text = plain(mail.text);
    expect(text).toContain('Kontoinhaber: Tonewood Instrumentenbau GmbH');
    expect(text).toContain('IBAN: DE81 8605 5592 1090 0012 34');
    expect(text).toContain('BIC: WELADE8LXXX');
    expect(text).toContain('Bank: Sparkasse Leipzig');
    expect(text).toContain('Betrag: 3.390 €');
    expect(text).toContain('Verwendungszweck: #1042');
    expect(mail.html).toContain('DE81 8605 5592 1090 0012 34');
  });

  it('points to the order page when Strapi could not give the bank details', () => {
    const mail = orderConfirmationMail(order, { links, shop: NO_SHOP_CONTENT });
    expect(mail.text).toContain('Our bank details are on your order page:');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain(
      'Our terms and conditions, which apply to this order: https://shop.example/terms-and-conditions',
    );
  });

  it('names the card and no bank details for a card payment', () => {
    const card = { ...order, payment_collections: [{ payments: [{ provider_id: TEST_CARD_PROVIDER }] }] };
    const mail = orderConfirmationMail(card, { links, shop });
    expect(mail.text).toContain('Credit or debit card');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('IBAN');
      expect(body).not.toContain('Please transfer');
    }
  });

  it('gives the export note instead of the VAT for an export order', () => {
    const exported = { ...german, tax_total: 0, region: { metadata: { shipping_zone_id: 'export' } } };
    const mail = orderConfirmationMail(exported, { links, shop });
    expect(mail.text).toContain('Exportlieferung: Preise ohne MwSt.');
    expect(mail.text).not.toContain('MwSt.:');
    expect(orderConfirmationMail(german, { links, shop }).text).not.toContain('Exportlieferung');
  });

  it('escapes what the shopper typed in the HTML', () => {
    const evil = {
      ...order,
      shipping_address: { ...address, first_name: '<script>alert(1)</script>', address_1: 'Main St "1" & <b>2</b>' },
      billing_address: { ...address, company: "O'Brien <img src=x onerror=alert(1)>" },
    };
    const mail = orderConfirmationMail(evil, { links, shop });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>2</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/\u200bscript&gt; Lovelace');
    expect(mail.html).toContain('Main St &quot;1&quot; &amp; &lt;b&gt;2&lt;/\u200bb&gt;');
    expect(mail.html).toContain('O&#39;Brien &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('> Main St "1" & <b>2</\u200bb>');
  });

  // The review's finding: an unpaid bank-transfer order for a victim's address with an
  // instruction in the name field went out as the workshop's own words.
  describe('with an instruction and links typed into the name', () => {
    const lure = 'Our bank changed, pay to IBAN DE00 1234 at http://evil.example/pay or boss@evil.example';
    const evil: OrderForMail = {
      ...order,
      shipping_address: { ...address, first_name: lure, last_name: 'www.evil.example' },
    };
    const linkable = /(:\/\/evil|www\.evil|evil\.example|@evil)/i;
    /** The HTML's text outside tags and attributes (a client linkifies text, not markup). */
    const htmlText = (html: string) => html.replace(/<[^>]*>/g, ' ');

    it('greets no one and shows the name only as a quoted address', () => {
      const mail = orderConfirmationMail(evil, { links, shop });
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(mail.html).toContain('>Hello,</p>');
      const quoted = mail.html.match(/<blockquote[^>]*>(.*?)<\/blockquote>/)?.[1] ?? '';
      expect(quoted.replaceAll('\u200b', '')).toContain('Our bank changed, pay to IBAN DE00 1234');
      expect(mail.html.replaceAll('\u200b', '').split('Our bank changed')).toHaveLength(2);
      expect(mail.text).toMatch(/^> Our bank changed, pay to IBAN DE00 1234 at http:\u200b\//m);
      expect(mail.text).toContain('The addresses as you entered them at checkout:');
    });

    it('leaves nothing a mail client could turn into a link, in the HTML and the text', () => {
      const mail = orderConfirmationMail(evil, { links, shop });
      expect(htmlText(mail.html)).not.toMatch(linkable);
      expect(mail.html).not.toContain('href="http://evil');
      expect(mail.text).not.toMatch(linkable);
    });

    it('keeps the name out of the shipping mail', () => {
      const mail = shippingMail(evil, { items: [] }, links);
      for (const body of [mail.text, mail.html]) {
        expect(body.replaceAll('\u200b', '')).not.toContain('Our bank changed');
        expect(body).not.toMatch(linkable);
      }
    });
  });

  it('carries the withdrawal policy, the withdrawal function and the model form in both languages', () => {
    const de = orderConfirmationMail(german, { links, shop });
    const en = orderConfirmationMail(order, { links, shop });
    for (const body of [de.text, de.html]) {
      expect(body).toContain('Widerrufsbelehrung');
      expect(body).toContain('Muster-Widerrufsformular');
      expect(body).toContain('Vertrag widerrufen');
      expect(body).toContain('https://shop.example/de/withdrawal');
      expect(body).toContain('Unzutreffendes streichen');
    }
    for (const body of [en.text, en.html]) {
      expect(body).toContain('Withdrawal policy');
      expect(body).toContain('Model withdrawal form');
      expect(body).toContain('Withdraw from contract');
      expect(body).toContain('https://shop.example/withdrawal');
    }
  });

  it('attaches the terms from Strapi', () => {
    const mail = orderConfirmationMail(german, { links, shop });
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: 'AGB.txt', contentType: 'text/plain; charset=utf-8' }),
    ]);
    expect(mail.attachments[0]?.content).toContain('Diese Bedingungen gelten.');
    expect(mail.text).toContain('(AGB.txt)');
  });

  it('links the order page with a token that verifies for this order only', () => {
    const mail = orderConfirmationMail(german, { links, shop });
    const url = new URL(mail.text.match(/https:\/\/shop\.example\/de\/order\/\S+/)![0]);
    expect(url.pathname).toBe('/de/order/order_01TEST');
    const token = url.searchParams.get('token');
    expect(verifyOrderToken('order_01TEST', token, links.orderLinkSecret)).toBe(true);
    expect(verifyOrderToken('order_01OTHER', token, links.orderLinkSecret)).toBe(false);
    expect(mail.html).toContain(`href="https://shop.example/de/order/order_01TEST?token=${token}"`);
  });

  it('keeps to one narrow column of at most 600 px with inline styles', () => {
    const { html } = orderConfirmationMail(order, { links, shop });
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<style|<script|<link/);
  });
});

describe('bank account from the settings', () => {
  it('takes a complete account only', () => {
    const settings = { bankAccountHolder: 'T', bankName: 'B', bankIban: 'DE00', bankBic: 'X' };
    expect(bankAccountOf(settings)).toEqual({ holder: 'T', bank: 'B', iban: 'DE00', bic: 'X' });
    expect(bankAccountOf({ ...settings, bankIban: ' ' })).toBeNull();
    expect(bankAccountOf(null)).toBeNull();
  });
});

describe('shipping mail', () => {
  const shipment = {
    items: [{ line_item_id: 'li_1', quantity: 1 }],
    labels: [{ tracking_number: 'JJD000123', tracking_url: 'https://carrier.example/track?n=JJD000123' }],
  };

  it('names the shipped items, the tracking number and link and the order page in German', () => {
    const mail = shippingMail(german, shipment, links);
    expect(mail.subject).toBe('Deine Tonewood-Bestellung #1042 ist unterwegs');
    expect(mail.text).toContain('1 × Nomad – Natural');
    expect(mail.text).not.toContain('Gig bag');
    expect(mail.text).toContain('Sendungsnummer: JJD000123');
    expect(mail.text).toContain('Sendung verfolgen: https://carrier.example/track?n=JJD000123');
    expect(mail.html).toContain('href="https://carrier.example/track?n=JJD000123"');
    const url = new URL(mail.text.match(/https:\/\/shop\.example\/de\/order\/\S+/)![0]);
    expect(verifyOrderToken('order_01TEST', url.searchParams.get('token'), links.orderLinkSecret)).toBe(true);
  });

  it('says so when there is no tracking number, and never links anything but http(s)', () => {
    expect(shippingMail(order, { items: shipment.items }, links).text).toContain('The parcel has no tracking number.');
    const sneaky = { labels: [{ tracking_number: 'X1234567', tracking_url: 'javascript:alert(1)' }] };
    const mail = shippingMail(order, sneaky, links);
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).toContain('Tracking number: X1234567');
    expect(mail.text).toContain('2 × Gig bag');
  });
});
