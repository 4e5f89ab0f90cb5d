// The order confirmation mail, rendered in the order's language: the order's locale (the cart's,
// set by the site: de-DE / en-US), else its metadata.language, else English.
import { BCP47, languageOfLocale, type Language } from '@tonewood/rules';

export type OrderForMail = {
  display_id?: number | string | null;
  email?: string | null;
  currency_code: string;
  locale?: string | null;
  metadata?: Record<string, unknown> | null;
  total?: number | string | null;
  shipping_total?: number | string | null;
  items?:
    | ({
        title?: string | null;
        product_title?: string | null;
        variant_title?: string | null;
        quantity?: number | string | null;
        total?: number | string | null;
      } | null)[]
    | null;
  shipping_address?: { first_name?: string | null } | null;
};

export function orderLanguage(order: Pick<OrderForMail, 'locale' | 'metadata'>): Language {
  const candidates = [order.locale, order.metadata?.language, order.metadata?.locale];
  return languageOfLocale(candidates.find((c): c is string => typeof c === 'string' && c.trim() !== ''));
}

const money = (amount: number | string | null | undefined, currency: string, language: Language) =>
  new Intl.NumberFormat(BCP47[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(Number(amount ?? 0));

/** Subject and plain text of the confirmation; lines sorted by title (Medusa promises no order). */
export function orderConfirmationMail(order: OrderForMail): { subject: string; text: string; language: Language } {
  const language = orderLanguage(order);
  const de = language === 'de';
  const number = order.display_id ?? '';
  const items = (order.items ?? [])
    .filter((i): i is NonNullable<typeof i> => Boolean(i))
    .map((i) => ({
      name: [i.product_title ?? i.title ?? '', i.variant_title].filter(Boolean).join(' – '),
      quantity: Number(i.quantity ?? 1),
      total: i.total,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const name = order.shipping_address?.first_name;
  const lines = [
    de ? (name ? `Hallo ${name},` : 'Hallo,') : name ? `Hello ${name},` : 'Hello,',
    '',
    de
      ? `danke für deine Bestellung #${number} bei Tonewood. Wir haben sie erhalten und bereiten den Versand vor.`
      : `thank you for your order #${number} at Tonewood. We have received it and are preparing it for shipping.`,
    '',
    ...items.map((i) => `${i.quantity} × ${i.name}: ${money(i.total, order.currency_code, language)}`),
    '',
    `${de ? 'Versand' : 'Shipping'}: ${money(order.shipping_total, order.currency_code, language)}`,
    `${de ? 'Gesamt' : 'Total'}: ${money(order.total, order.currency_code, language)}`,
    '',
    de ? 'Die Lieferzeit beträgt etwa 4-5 Werktage.' : 'Delivery takes about 4-5 working days.',
    '',
    de ? 'Viele Grüße\nDeine Tonewood-Werkstatt, Leipzig' : 'Best regards\nThe Tonewood workshop, Leipzig',
  ];
  return {
    language,
    subject: de ? `Deine Bestellung #${number} bei Tonewood` : `Your Tonewood order #${number}`,
    text: lines.join('\n'),
  };
}
