// The withdrawal form's two calls to POST /api/withdrawal (check, then confirm) and the order
// page's prefill (POST /api/order { id, token }, the guest order page's function). Every answer
// is parsed with the design system's zod schemas: whatever does not match is 'failed'.
import {
  orderPrefillAnswerSchema as orderAnswer,
  withdrawalAnswerSchema as answer,
  type WithdrawalItem,
  type WithdrawalSummary,
  type WithdrawalValues,
} from '@tonewood/design-system/schemas';
import type { Language } from '../i18n';

const WITHDRAWAL_ENDPOINT = '/api/withdrawal';
const ORDER_ENDPOINT = '/api/order';

export type WithdrawalOutcome =
  | { kind: 'checked'; summary: WithdrawalSummary; message: string }
  | { kind: 'received'; summary: WithdrawalSummary; message: string; receivedAt: string }
  | { kind: 'periodEnded'; message: string }
  | { kind: 'refused'; message: string; fieldErrors?: Record<string, string> }
  | { kind: 'failed' };

/** Checks (confirm false) or sends (confirm true) a withdrawal. */
export async function sendWithdrawal(
  values: WithdrawalValues,
  language: Language,
  confirm: boolean,
  fetcher: typeof fetch = fetch,
): Promise<WithdrawalOutcome> {
  try {
    const response = await fetcher(WITHDRAWAL_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, locale: language, confirm }),
    });
    const parsed = answer.safeParse(await response.json());
    if (!parsed.success) return { kind: 'failed' };
    const a = parsed.data;
    if (a.success) {
      const { order, withdrawn, excluded, lastDay, message, receivedAt } = a;
      const summary = { order, withdrawn, excluded, lastDay };
      return confirm && receivedAt
        ? { kind: 'received', summary, message, receivedAt }
        : { kind: 'checked', summary, message };
    }
    if ('reason' in a && a.reason === 'periodEnded') return { kind: 'periodEnded', message: a.message };
    if (response.status === 503) return { kind: 'failed' };
    return { kind: 'refused', message: a.message, ...('errors' in a && a.errors ? { fieldErrors: a.errors } : {}) };
  } catch {
    return { kind: 'failed' };
  }
}

export interface OrderPrefill {
  orderNumber: string;
  email: string;
  name: string;
  items: WithdrawalItem[];
}

/** The order behind the order page's link (/withdrawal?order=&token=), or null. */
export async function loadOrderPrefill(
  id: string,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<OrderPrefill | null> {
  try {
    const response = await fetcher(ORDER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id, token }),
    });
    const parsed = orderAnswer.safeParse(await response.json());
    if (!response.ok || !parsed.success) return null;
    const { order } = parsed.data;
    return { orderNumber: String(order.displayId), email: order.email, name: order.name ?? '', items: order.items };
  } catch {
    return null;
  }
}
