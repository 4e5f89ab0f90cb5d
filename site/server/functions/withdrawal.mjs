// POST /api/withdrawal: the withdrawal function (§ 356a BGB). Two calls from the form: a check
// (confirm false: the order behind number and email, what the withdrawal would cover) and the
// confirmation (confirm true: recorded on the order in Medusa, receipt mailed at once).
// An unknown number/email pair gets one neutral answer (same status and body whichever was
// wrong); the period and the made-to-specification exclusion are told only after both matched.
import { createHash } from 'node:crypto';
import { createWithdrawalSchema, orderNumberDigits, withdrawalSchemaMessages } from '@tonewood/design-system/schemas';
import {
  MADE_TO_SPECIFICATION_NOTICE,
  formatReceipt,
  formatShopDay,
  languageOfLocale,
  localizePath,
  splitWithdrawableItems,
  withdrawalPeriod,
} from '@tonewood/rules';
import { withdrawalReceiptMail } from './mail.mjs';
import { MESSAGES, answer, fieldErrors, honeypotFilled } from './respond.mjs';

export const WITHDRAWAL_MESSAGES = {
  en: {
    notFound:
      'We could not find an order with this order number and email address. Please check both entries and try again.',
    periodEnded: (lastDay) =>
      `The withdrawal period for this order ended on ${lastDay}. If you have a question about your order, please use the contact form.`,
    madeToSpecification: `${MADE_TO_SPECIFICATION_NOTICE.en}. The items you named were made to your specification, so this withdrawal cannot be accepted.`,
    unknownItems: 'Please choose items of this order.',
    unavailable: 'Your withdrawal could not be sent right now. Please try again in a few minutes.',
    checked: 'Please check your withdrawal and confirm it.',
    received: ({ date, time }) =>
      `We received your withdrawal on ${date} at ${time}. We have sent you a receipt by email.`,
    alreadyReceived: ({ date, time }) =>
      `We already received this withdrawal on ${date} at ${time}. The receipt was sent by email at that time.`,
  },
  de: {
    notFound:
      'Wir konnten keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse finden. Bitte prüfe beide Angaben und versuche es erneut.',
    periodEnded: (lastDay) =>
      `Die Widerrufsfrist für diese Bestellung ist am ${lastDay} abgelaufen. Wenn du eine Frage zu deiner Bestellung hast, nutze bitte das Kontaktformular.`,
    madeToSpecification: `${MADE_TO_SPECIFICATION_NOTICE.de}. Die genannten Artikel wurden nach deinen Vorgaben gefertigt, daher kann dieser Widerruf nicht angenommen werden.`,
    unknownItems: 'Bitte wähle Artikel dieser Bestellung.',
    unavailable: 'Dein Widerruf konnte gerade nicht gesendet werden. Bitte versuche es in ein paar Minuten erneut.',
    checked: 'Bitte prüfe deinen Widerruf und bestätige ihn.',
    received: ({ date, time }) =>
      `Wir haben deinen Widerruf am ${date} um ${time} erhalten. Eine Empfangsbestätigung haben wir dir per E-Mail geschickt.`,
    alreadyReceived: ({ date, time }) =>
      `Diesen Widerruf haben wir bereits am ${date} um ${time} erhalten. Die Empfangsbestätigung haben wir dir damals per E-Mail geschickt.`,
  },
};

/** Where the period-ended answer sends the shopper: the contact form of /about. */
const CONTACT_ROUTE = '/about';

/** The key of one withdrawal: the same order, items and text are the same withdrawal. */
export function withdrawalKey(orderId, itemIds, message) {
  const text = [orderId, [...itemIds].sort().join(','), (message ?? '').trim()].join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

const itemView = (line) => ({
  id: line.id,
  title: line.title,
  variant: line.variant,
  quantity: line.quantity,
  madeToSpecification: line.madeToSpecification,
});

/** The note the workshop reads on the return / order edit in Medusa Admin. */
const workshopNote = ({ name, email, receivedAt, message }) =>
  [
    `Withdrawal (§ 356a BGB) received ${receivedAt} from ${name} <${email}> through the shop's withdrawal function.`,
    message ? `Text: ${message}` : 'No text.',
  ].join('\n');

/**
 * The withdrawal recorded earlier that this one repeats, or null: the same key, or earlier
 * withdrawals that already cover every item named (whatever the text). A repeat records nothing
 * and mails nothing: the receipt went to the order's address the first time.
 */
function earlierWithdrawal(order, key, itemIds) {
  const earlier = order.metadata?.withdrawals ?? {};
  if (earlier[key]?.received_at) return earlier[key];
  const covering = Object.values(earlier).filter(
    (record) => record?.received_at && Array.isArray(record.items) && itemIds.some((id) => record.items.includes(id)),
  );
  const covered = itemIds.every((id) => covering.some((record) => record.items.includes(id)));
  return covered && covering.length ? covering.sort((a, b) => a.received_at.localeCompare(b.received_at))[0] : null;
}

/** Waits until `ms` have passed since `startedAt` (performance.now()): every refusal takes as long. */
const atLeast = (startedAt, ms) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + ms - performance.now())));

/**
 * @param {unknown} body { name, orderNumber, email, items?, message?, locale, confirm? }
 * @param {{ withdrawals: any, settings: any, mailer: any, now: () => number, log?: (e: unknown) => void, refusalMs?: number }} deps
 *   refusalMs: the least time the neutral not-found answer takes, so that an email with orders
 *   and one without answer alike (the lookup's own time differs).
 */
export async function handleWithdrawal(body, deps) {
  const startedAt = performance.now();
  const language = languageOfLocale(body?.locale);
  const m = { ...MESSAGES[language], ...WITHDRAWAL_MESSAGES[language] };
  if (honeypotFilled(body)) return answer(400, false, m.spam, { honeypot: m.spam });
  const parsed = createWithdrawalSchema(withdrawalSchemaMessages[language]).safeParse(body);
  if (!parsed.success) return answer(400, false, m.invalid, fieldErrors(parsed.error));
  const { orderNumber, email } = parsed.data;
  try {
    const order = await deps.withdrawals.findOrder({ displayId: orderNumberDigits(orderNumber), email });
    if (!order) {
      await atLeast(startedAt, deps.refusalMs ?? 0);
      return answer(404, false, m.notFound);
    }
    return await withdrawFrom(order, { ...parsed.data, confirm: body.confirm === true, language, m }, deps);
  } catch (error) {
    deps.log?.(error);
    return answer(503, false, m.unavailable);
  }
}

/** The order behind number and email: the period, the items, then the check or the confirmation. */
async function withdrawFrom(
  order,
  { name, items = [], message, confirm, language, m },
  { withdrawals, settings, mailer, now },
) {
  const text = message?.trim() ?? '';
  const period = withdrawalPeriod({ orderedAt: order.orderedAt, deliveredAt: order.deliveredAt }, now());
  const lastDay = formatShopDay(period.lastDay, language);
  if (!period.open)
    return {
      status: 409,
      body: {
        success: false,
        reason: 'periodEnded',
        message: m.periodEnded(lastDay),
        contactPath: localizePath(language, CONTACT_ROUTE),
      },
    };

  if (items.some((id) => !order.lines.some((line) => line.id === id)))
    return answer(400, false, m.unknownItems, { items: m.unknownItems });
  const named = items.length ? order.lines.filter((line) => items.includes(line.id)) : order.lines;
  const { withdrawable, excluded } = splitWithdrawableItems(named);
  const summary = {
    order: { displayId: order.displayId, items: order.lines.map(itemView) },
    withdrawn: withdrawable.map(itemView),
    excluded: excluded.map(itemView),
    lastDay,
  };
  if (!withdrawable.length)
    return {
      status: 409,
      body: { success: false, reason: 'madeToSpecification', message: m.madeToSpecification, ...summary },
    };
  if (!confirm) return { status: 200, body: { success: true, message: m.checked, ...summary } };

  const itemIds = withdrawable.map((line) => line.id);
  const key = withdrawalKey(order.id, itemIds, text);
  const earlier = earlierWithdrawal(order, key, itemIds);
  // The same withdrawal again (or its items again with another text): the first receipt time,
  // nothing recorded and no second mail.
  if (earlier) {
    const receivedAt = earlier.received_at;
    return {
      status: 200,
      body: { success: true, message: m.alreadyReceived(formatReceipt(receivedAt, language)), receivedAt, ...summary },
    };
  }
  const receivedAt = new Date(now()).toISOString();
  await withdrawals.record({
    order,
    key,
    itemIds,
    receivedAt,
    note: workshopNote({ name, email: order.email, receivedAt, message: text }),
    returnItems: withdrawable.filter((l) => l.returnable > 0).map((l) => ({ id: l.id, quantity: l.returnable })),
    cancelItems: withdrawable.filter((l) => l.unfulfilled > 0).map((l) => ({ id: l.id, quantity: l.unfulfilled })),
  });
  const receipt = formatReceipt(receivedAt, language);
  await mailer.send({
    to: order.email,
    language,
    ...withdrawalReceiptMail({
      language,
      orderNumber: order.displayId,
      receipt,
      items: withdrawable,
      excluded,
      message: text,
      returnAddress: await settings.returnAddress(language),
    }),
  });
  return { status: 200, body: { success: true, message: m.received(receipt), receivedAt, ...summary } };
}
