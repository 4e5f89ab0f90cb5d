// POST /api/withdrawal: the withdrawal function (§ 356a BGB). Two calls from the form: a check
// (confirm false: the order behind number and email, what the withdrawal would cover) and the
// confirmation (confirm true: recorded on the order in Medusa, receipt mailed at once).
// An unknown number/email pair gets one neutral answer (same status and body whichever was
// wrong); the period and the made-to-specification exclusion are told only after both matched.
import { createHash } from 'node:crypto';
import { createWithdrawalSchema, orderNumberDigits, withdrawalSchemaMessages } from '@tonewood/design-system/schemas';
import {
  BCP47,
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
 * @param {unknown} body { name, orderNumber, email, items?, message?, locale, confirm? }
 * @param {{ withdrawals: any, settings: any, mailer: any, now: () => number, log?: (e: unknown) => void }} deps
 */
export async function handleWithdrawal(body, { withdrawals, settings, mailer, now, log }) {
  const language = languageOfLocale(body?.locale);
  const m = { ...MESSAGES[language], ...WITHDRAWAL_MESSAGES[language] };
  if (honeypotFilled(body)) return answer(400, false, m.spam, { honeypot: m.spam });
  const parsed = createWithdrawalSchema(withdrawalSchemaMessages[BCP47[language]]).safeParse(body);
  if (!parsed.success) return answer(400, false, m.invalid, fieldErrors(parsed.error));
  const { name, orderNumber, email, items = [], message } = parsed.data;
  const text = message?.trim() ?? '';
  const confirm = body.confirm === true;

  try {
    const order = await withdrawals.findOrder({ displayId: orderNumberDigits(orderNumber), email });
    if (!order) return answer(404, false, m.notFound);

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

    const key = withdrawalKey(
      order.id,
      withdrawable.map((line) => line.id),
      text,
    );
    let receivedAt = order.metadata?.withdrawals?.[key]?.received_at;
    if (!receivedAt) {
      receivedAt = new Date(now()).toISOString();
      const note = workshopNote({ name, email: order.email, receivedAt, message: text });
      await withdrawals.record({
        order,
        key,
        receivedAt,
        note,
        returnItems: withdrawable.filter((l) => l.returnable > 0).map((l) => ({ id: l.id, quantity: l.returnable })),
        cancelItems: withdrawable.filter((l) => l.unfulfilled > 0).map((l) => ({ id: l.id, quantity: l.unfulfilled })),
      });
    }
    // The receipt goes out for a repeated withdrawal too (same receipt time): it records nothing
    // new, and a shopper whose first receipt got lost gets it again.
    const returnAddress = await settings.returnAddress(language);
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
        returnAddress,
      }),
    });
    return { status: 200, body: { success: true, message: m.received(receipt), receivedAt, ...summary } };
  } catch (error) {
    log?.(error);
    return answer(503, false, m.unavailable);
  }
}
