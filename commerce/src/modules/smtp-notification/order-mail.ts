// The order confirmation mail, the contract confirmation on a durable medium (§ 312f BGB): in the
// order's language (its locale, set by the site: de-DE / en-US, else metadata.language, else
// English) the items, totals with the VAT included or the export note, the addresses, the payment
// with the bank details for a bank transfer, the delivery time, the signed order page link, the
// withdrawal policy with the model withdrawal form, and the terms (attached, from Strapi).
import {
  discountLines,
  awaitsTransfer,
  formatPrice,
  languageOfLocale,
  localizePath,
  modelWithdrawalForm,
  orderPagePath,
  regionZoneId,
  SHOP_TIME_ZONE,
  WITHDRAWAL_FUNCTION,
  WORKSHOP,
  withdrawalPolicy,
  zoneIncludesTax,
  type Language,
} from '@tonewood/rules';
import { signOrderToken } from '@tonewood/rules/order-token';
import { renderMail, type Block, type Mail, type Row } from './layout';
import type { ShopContent } from './shop-content';

type Maybe<T> = T | null | undefined;
type Amount = Maybe<number | string>;

type AddressForMail = {
  first_name?: Maybe<string>;
  last_name?: Maybe<string>;
  company?: Maybe<string>;
  address_1?: Maybe<string>;
  address_2?: Maybe<string>;
  postal_code?: Maybe<string>;
  city?: Maybe<string>;
  province?: Maybe<string>;
  country_code?: Maybe<string>;
};

export type ItemForMail = {
  id?: Maybe<string>;
  title?: Maybe<string>;
  product_title?: Maybe<string>;
  variant_title?: Maybe<string>;
  quantity?: Amount;
  unit_price?: Amount;
  total?: Amount;
  original_total?: Amount;
  tax_lines?: Maybe<Maybe<{ rate?: Amount }>[]>;
  adjustments?: Maybe<Maybe<AdjustmentForMail>[]>;
};

type AdjustmentForMail = { code?: Maybe<string>; amount?: Amount };

export type OrderForMail = {
  id: string;
  display_id?: Maybe<number | string>;
  email?: Maybe<string>;
  created_at?: Maybe<string | Date>;
  locale?: Maybe<string>;
  metadata?: Maybe<Record<string, unknown>>;
  total?: Amount;
  item_total?: Amount;
  original_item_total?: Amount;
  subtotal?: Amount;
  discount_total?: Amount;
  shipping_total?: Amount;
  original_shipping_total?: Amount;
  shipping_methods?: Maybe<
    Maybe<{ total?: Amount; original_total?: Amount; adjustments?: Maybe<Maybe<AdjustmentForMail>[]> }>[]
  >;
  promotions?: Maybe<
    Maybe<{ code?: Maybe<string>; is_automatic?: Maybe<boolean>; metadata?: Maybe<Record<string, unknown>> }>[]
  >;
  tax_total?: Amount;
  items?: Maybe<Maybe<ItemForMail>[]>;
  shipping_address?: Maybe<AddressForMail>;
  billing_address?: Maybe<AddressForMail>;
  region?: Maybe<{ metadata?: Maybe<Record<string, unknown>> }>;
  payment_collections?: Maybe<
    Maybe<{
      payments?: Maybe<Maybe<{ provider_id?: Maybe<string> }>[]>;
      payment_sessions?: Maybe<Maybe<{ provider_id?: Maybe<string> }>[]>;
    }>[]
  >;
};

/** Where the links point and how they are signed. */
export type MailLinks = { storefrontUrl: string; orderLinkSecret: string };

export function orderLanguage(order: Pick<OrderForMail, 'locale' | 'metadata'>): Language {
  const candidates = [order.locale, order.metadata?.language, order.metadata?.locale];
  return languageOfLocale(candidates.find((c): c is string => typeof c === 'string' && c.trim() !== ''));
}

const money = (amount: Amount) => formatPrice(Number(amount ?? 0));

/** The absolute address of a site path in a language. */
const siteUrl = (links: MailLinks, language: Language, pathname: string) =>
  `${links.storefrontUrl.replace(/\/$/, '')}${localizePath(language, pathname)}`;

/** The signed link to the guest order page. */
export function orderPageUrl(links: MailLinks, language: Language, orderId: string): string {
  return `${links.storefrontUrl.replace(/\/$/, '')}${orderPagePath(language, orderId, signOrderToken(orderId, links.orderLinkSecret))}`;
}

export const orderNumber = (order: Pick<OrderForMail, 'display_id' | 'id'>) =>
  order.display_id != null ? `#${order.display_id}` : order.id;

/** "Tote bag – Natural" (Medusa's "Default variant" says nothing). */
function itemName(item: ItemForMail): string {
  const variant = item.variant_title && item.variant_title !== 'Default variant' ? item.variant_title : '';
  return [item.product_title ?? item.title ?? '', variant].filter(Boolean).join(' – ');
}

/** The lines of an order, sorted by name (Medusa promises no order). */
export function itemRows(items: Maybe<Maybe<ItemForMail>[]>, withPrice = true): Row[] {
  return (items ?? [])
    .filter((item): item is ItemForMail => Boolean(item))
    .map((item) => ({ item, name: itemName(item) }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ item, name }) => ({
      label: `${Number(item.quantity ?? 1)} × ${name}`,
      // Before promotions, which the totals list as lines of their own.
      value: withPrice
        ? money(item.original_total ?? item.total ?? Number(item.unit_price ?? 0) * Number(item.quantity ?? 1))
        : '',
    }));
}

function addressLines(address: Maybe<AddressForMail>, language: Language): string {
  if (!address) return '';
  const country = address.country_code
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(address.country_code.toUpperCase()) ?? '')
    : '';
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.province,
    country,
  ]
    .filter((line): line is string => Boolean(line && line.trim()))
    .join('\n');
}

const sameAddress = (a: Maybe<AddressForMail>, b: Maybe<AddressForMail>) =>
  !b?.address_1 || addressLines(a, 'en') === addressLines(b, 'en');

function paymentProvider(order: Pick<OrderForMail, 'payment_collections'>): string | undefined {
  const collection = order.payment_collections?.[0];
  return collection?.payments?.[0]?.provider_id ?? collection?.payment_sessions?.[0]?.provider_id ?? undefined;
}

function taxRate(order: OrderForMail): number {
  for (const item of order.items ?? [])
    for (const line of item?.tax_lines ?? []) if (line?.rate != null) return Number(line.rate);
  return 0;
}

const WORDS = {
  en: {
    subject: (n: string) => `Your Tonewood order ${n}`,
    hello: 'Hello,',
    intro: (n: string) =>
      `thank you for your order ${n} at Tonewood. This mail confirms our contract; please keep it. We are preparing your order for shipping.`,
    orderNumber: 'Order number',
    orderDate: 'Order date',
    view: 'View your order',
    viewText: 'Your order page shows its state at any time, without an account:',
    items: 'Your order',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    vat: (rate: number) => `incl. ${rate}% VAT`,
    exportNote:
      'Export delivery: prices without VAT. Import duties and taxes of the destination country are paid on delivery.',
    delivery: 'Delivery',
    deliveryTime: 'Delivery in about 4-5 working days',
    asEntered: 'The addresses as you entered them at checkout:',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    sameAddress: 'Same as the shipping address',
    payment: 'Payment',
    card: 'Credit or debit card',
    bankTransfer: 'Bank transfer',
    bankTitle: 'Please transfer the total',
    bankText: 'Your order is reserved and awaiting payment. We start building once the payment arrives.',
    bankMissing: 'Our bank details are on your order page:',
    holder: 'Account holder',
    bank: 'Bank',
    amount: 'Amount',
    reference: 'Reference',
    terms: 'Terms and conditions',
    termsAttached: (file: string) =>
      `Our terms and conditions, which apply to this order, are attached to this mail (${file}) and published at`,
    termsOnline: 'Our terms and conditions, which apply to this order:',
    regards: 'Best regards\nThe Tonewood workshop, Leipzig',
  },
  de: {
    subject: (n: string) => `Deine Bestellung ${n} bei Tonewood`,
    hello: 'Hallo,',
    intro: (n: string) =>
      `danke für deine Bestellung ${n} bei Tonewood. Diese E-Mail bestätigt unseren Vertrag; bitte bewahre sie auf. Wir bereiten den Versand vor.`,
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    view: 'Deine Bestellung ansehen',
    viewText: 'Deine Bestellseite zeigt jederzeit ihren Stand, ohne Kundenkonto:',
    items: 'Deine Bestellung',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    free: 'Kostenlos',
    total: 'Gesamt',
    vat: (rate: number) => `inkl. ${rate} % MwSt.`,
    exportNote:
      'Exportlieferung: Preise ohne MwSt. Einfuhrabgaben und Steuern des Ziellandes werden bei der Zustellung fällig.',
    delivery: 'Lieferung',
    deliveryTime: 'Lieferzeit ca. 4-5 Werktage',
    asEntered: 'Die Adressen, wie du sie bei der Bestellung eingegeben hast:',
    shippingAddress: 'Lieferadresse',
    billingAddress: 'Rechnungsadresse',
    sameAddress: 'Wie die Lieferadresse',
    payment: 'Zahlung',
    card: 'Kredit- oder Debitkarte',
    bankTransfer: 'Überweisung',
    bankTitle: 'Bitte überweise den Gesamtbetrag',
    bankText:
      'Deine Bestellung ist reserviert und wartet auf die Zahlung. Wir beginnen mit dem Bau, sobald sie eingegangen ist.',
    bankMissing: 'Unsere Bankverbindung findest du auf deiner Bestellseite:',
    holder: 'Kontoinhaber',
    bank: 'Bank',
    amount: 'Betrag',
    reference: 'Verwendungszweck',
    terms: 'Allgemeine Geschäftsbedingungen',
    termsAttached: (file: string) =>
      `Unsere Allgemeinen Geschäftsbedingungen, die für diese Bestellung gelten, hängen dieser E-Mail an (${file}) und stehen unter`,
    termsOnline: 'Unsere Allgemeinen Geschäftsbedingungen, die für diese Bestellung gelten:',
    regards: 'Viele Grüße\nDeine Tonewood-Werkstatt, Leipzig',
  },
} as const;

type Opening = {
  subject(number: string): string;
  hello: string;
  intro(number: string): string;
};

/**
 * The title, the greeting and the first sentence of a shop mail about an order. The greeting
 * names no one: the mail goes to whatever address was typed at checkout, and a name typed there
 * ('our bank changed, pay to ...') must not open a mail from the workshop as if it were ours.
 */
export const opening = (words: Opening, number: string): Block[] => [
  { heading: words.subject(number), level: 1 },
  { text: [words.hello] },
  { text: [words.intro(number)] },
];

/** The footer of every shop mail: who sends it. */
export const mailFooter = (language: Language) =>
  `${WORKSHOP.name} · ${WORKSHOP.street} · ${WORKSHOP.city} · ${WORKSHOP.country[language]}\n${WORKSHOP.email} · ${WORKSHOP.phone}`;

const TERMS_FILE = { en: 'terms-and-conditions.txt', de: 'AGB.txt' } as const;

export type Attachment = { filename: string; content: string; contentType: string };

function totalsBlocks(order: OrderForMail, language: Language): Block[] {
  const w = WORDS[language];
  // Before the promotions, which follow as lines of their own ('Code MERCH10', an automatic
  // promotion's name); without adjustments read, Medusa's discount total as one line.
  const discounts = discountLines(order, language);
  const discount = Number(order.discount_total ?? 0);
  const lines = discounts.length ? discounts : discount > 0 ? [{ label: w.discount, amount: discount }] : [];
  const original = discounts.length > 0;
  const shipping = Number((original ? order.original_shipping_total : null) ?? order.shipping_total ?? 0);
  const rows: Row[] = [
    {
      label: w.subtotal,
      value: money((original ? order.original_item_total : null) ?? order.item_total ?? order.subtotal),
    },
    ...lines.map((line) => ({ label: line.label, value: `−${money(line.amount)}` })),
    { label: w.shipping, value: shipping === 0 ? w.free : money(shipping) },
    { label: w.total, value: money(order.total), strong: true },
  ];
  const includesTax = zoneIncludesTax(regionZoneId(order.region ?? null));
  return [
    { rows: rows },
    includesTax
      ? { rows: [{ label: w.vat(taxRate(order) || 19), value: money(order.tax_total) }] }
      : { text: [w.exportNote], small: true },
  ];
}

function paymentBlocks(order: OrderForMail, language: Language, shop: ShopContent, orderUrl: string): Block[] {
  const w = WORDS[language];
  if (!awaitsTransfer(paymentProvider(order))) return [{ heading: w.payment }, { text: [w.card] }];
  const account = shop.bankAccount;
  return [
    { heading: w.payment },
    { text: [w.bankTransfer] },
    {
      box: [
        { heading: w.bankTitle },
        { text: [w.bankText] },
        account
          ? {
              align: 'left',
              rows: [
                { label: w.holder, value: account.holder },
                { label: w.bank, value: account.bank },
                { label: 'IBAN', value: account.iban },
                { label: 'BIC', value: account.bic },
                { label: w.amount, value: money(order.total) },
                { label: w.reference, value: orderNumber(order) },
              ],
            }
          : { text: [w.bankMissing, ' ', { link: orderUrl, url: orderUrl }] },
      ],
    },
  ];
}

/** The withdrawal policy, the withdrawal function and the model form, as blocks. */
function withdrawalBlocks(language: Language, links: MailLinks): Block[] {
  const withdrawalUrl = siteUrl(links, language, WITHDRAWAL_FUNCTION.path);
  const policy = withdrawalPolicy(language, withdrawalUrl);
  const form = modelWithdrawalForm(language);
  return [
    { heading: policy.title },
    ...policy.sections.flatMap((section): Block[] => [
      { heading: section.heading, level: 2 },
      ...section.paragraphs.map((paragraph): Block => ({ text: [paragraph] })),
    ]),
    { button: WITHDRAWAL_FUNCTION.label[language], url: withdrawalUrl },
    {
      box: [
        { heading: form.title },
        { text: [form.note], small: true },
        { text: [form.to] },
        ...form.lines.map((formLine): Block => ({ text: [`– ${formLine}: ____________________`] })),
        { text: [form.footnote], small: true },
      ],
    },
  ];
}

/** Subject, HTML, text and the terms attachment of the confirmation. */
export function orderConfirmationMail(
  order: OrderForMail,
  { links, shop }: { links: MailLinks; shop: ShopContent },
): Mail & { attachments: Attachment[] } {
  const language = orderLanguage(order);
  const w = WORDS[language];
  const number = orderNumber(order);
  const orderUrl = orderPageUrl(links, language, order.id);
  const termsUrl = siteUrl(links, language, '/terms-and-conditions');
  const date = order.created_at
    ? new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'long',
        timeZone: SHOP_TIME_ZONE,
      }).format(new Date(order.created_at))
    : '';
  const billingSame = sameAddress(order.shipping_address, order.billing_address);
  const blocks: Block[] = [
    ...opening(w, number),
    {
      rows: [{ label: w.orderNumber, value: number }, ...(date ? [{ label: w.orderDate, value: date }] : [])],
      align: 'left',
    },
    { text: [w.viewText] },
    { button: w.view, url: orderUrl },
    { heading: w.items },
    { rows: itemRows(order.items) },
    ...totalsBlocks(order, language),
    { heading: w.delivery },
    { text: [shop.deliveryTime ?? w.deliveryTime] },
    // The addresses are the shopper's words: quoted, inert (no links), never the shop's text.
    { text: [w.asEntered], small: true },
    {
      columns: [
        [{ heading: w.shippingAddress }, { quote: addressLines(order.shipping_address, language) }],
        [
          { heading: w.billingAddress },
          billingSame ? { text: [w.sameAddress] } : { quote: addressLines(order.billing_address, language) },
        ],
      ],
    },
    ...paymentBlocks(order, language, shop, orderUrl),
    { rule: true },
    ...withdrawalBlocks(language, links),
    { heading: shop.terms?.title ?? w.terms },
    shop.terms
      ? { text: [w.termsAttached(TERMS_FILE[language]), ' ', { link: termsUrl, url: termsUrl }, '.'] }
      : { text: [w.termsOnline, ' ', { link: termsUrl, url: termsUrl }] },
    { rule: true },
    { text: [w.regards] },
  ];
  const mail = renderMail({ subject: w.subject(number), language, blocks, footer: mailFooter(language) });
  const attachments = shop.terms
    ? [
        {
          filename: TERMS_FILE[language],
          content: `${shop.terms.title}\n\n${shop.terms.body}\n\n${mailFooter(language)}\n`,
          contentType: 'text/plain; charset=utf-8',
        },
      ]
    : [];
  return { ...mail, attachments };
}
