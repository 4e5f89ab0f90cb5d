// The shipping mail: the workshop shipped a fulfilment (Medusa Admin or `npm run backoffice --
// ship`); the shopper reads in the order's language which items are on their way, the carrier's
// tracking number and link when the shipment has one, and the signed order page link.
import type { Language } from '@tonewood/rules';
import { renderMail, type Block, type Mail } from './layout';
import {
  itemRows,
  mailFooter,
  opening,
  orderLanguage,
  orderNumber,
  orderPageUrl,
  type ItemForMail,
  type MailLinks,
  type OrderForMail,
} from './order-mail';

type Maybe<T> = T | null | undefined;

export type ShipmentForMail = {
  items?: Maybe<Maybe<{ line_item_id?: Maybe<string>; quantity?: Maybe<number | string> }>[]>;
  labels?: Maybe<Maybe<{ tracking_number?: Maybe<string>; tracking_url?: Maybe<string> }>[]>;
};

const WORDS = {
  en: {
    subject: (n: string) => `Your Tonewood order ${n} is on its way`,
    hello: 'Hello,',
    intro: (n: string) => `good news: we have shipped your order ${n}. These items are on their way to you:`,
    tracking: 'Tracking number',
    track: 'Track your parcel',
    noTracking: 'The parcel has no tracking number.',
    view: 'View your order',
    viewText: 'Your order page shows its state at any time:',
    regards: 'Best regards\nThe Tonewood workshop, Leipzig',
  },
  de: {
    subject: (n: string) => `Deine Tonewood-Bestellung ${n} ist unterwegs`,
    hello: 'Hallo,',
    intro: (n: string) =>
      `gute Nachricht: Wir haben deine Bestellung ${n} verschickt. Diese Artikel sind zu dir unterwegs:`,
    tracking: 'Sendungsnummer',
    track: 'Sendung verfolgen',
    noTracking: 'Das Paket hat keine Sendungsnummer.',
    view: 'Deine Bestellung ansehen',
    viewText: 'Deine Bestellseite zeigt jederzeit ihren Stand:',
    regards: 'Viele Grüße\nDeine Tonewood-Werkstatt, Leipzig',
  },
} as const satisfies Record<Language, unknown>;

/** The order's items in the shipment, with the shipped quantities. */
function shippedItems(order: OrderForMail, shipment: ShipmentForMail): ItemForMail[] {
  const byId = new Map((order.items ?? []).filter(Boolean).map((item) => [item?.id, item as ItemForMail]));
  const shipped = (shipment.items ?? []).flatMap((entry): ItemForMail[] => {
    const item = entry?.line_item_id ? byId.get(entry.line_item_id) : undefined;
    return item ? [{ ...item, quantity: entry?.quantity ?? item.quantity }] : [];
  });
  return shipped.length ? shipped : [...byId.values()];
}

export function shippingMail(order: OrderForMail, shipment: ShipmentForMail, links: MailLinks): Mail {
  const language = orderLanguage(order);
  const w = WORDS[language];
  const number = orderNumber(order);
  const orderUrl = orderPageUrl(links, language, order.id);
  const labels = (shipment.labels ?? []).filter((label) => label?.tracking_number);
  const tracking: Block[] = labels.length
    ? labels.flatMap((label): Block[] => {
        const url = label?.tracking_url ?? '';
        return [
          { rows: [{ label: w.tracking, value: label?.tracking_number ?? '' }], align: 'left' },
          ...(/^https?:\/\//.test(url) ? [{ button: w.track, url }] : []),
        ];
      })
    : [{ text: [w.noTracking], small: true }];
  const blocks: Block[] = [
    ...opening(w, number),
    { rows: itemRows(shippedItems(order, shipment), false), align: 'left' },
    ...tracking,
    { text: [w.viewText] },
    { button: w.view, url: orderUrl },
    { text: [w.regards] },
  ];
  return renderMail({ subject: w.subject(number), language, blocks, footer: mailFooter(language) });
}
