// The withdrawal form's two calls to POST /api/withdrawal (check, then confirm) and the order
// page's prefill (POST /api/order { id, token }, the guest order page's function). Every answer
// is parsed with zod: whatever does not match is 'failed'.
import type { WithdrawalValues } from '@tonewood/design-system/schemas';
import { z } from 'zod';
import type { Language } from '../i18n';

export const WITHDRAWAL_ENDPOINT = '/api/withdrawal';
export const ORDER_ENDPOINT = '/api/order';

const item = z.object({
  id: z.string(),
  title: z.string(),
  variant: z.string().nullish(),
  quantity: z.number(),
  madeToSpecification: z.boolean().optional(),
});
export type WithdrawalItem = z.infer<typeof item>;

const summary = z.object({
  order: z.object({ displayId: z.number(), items: z.array(item) }),
  withdrawn: z.array(item),
  excluded: z.array(item),
  lastDay: z.string(),
});
export type WithdrawalSummary = z.infer<typeof summary>;

const answer = z.union([
  summary.extend({ success: z.literal(true), message: z.string(), receivedAt: z.string().optional() }),
  z.object({ success: z.literal(false), reason: z.literal('periodEnded'), message: z.string() }),
  z.object({ success: z.literal(false), reason: z.literal('madeToSpecification'), message: z.string() }),
  z.object({ success: z.literal(false), message: z.string(), errors: z.record(z.string(), z.string()).optional() }),
]);

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

const orderAnswer = z.object({
  success: z.literal(true),
  order: z.object({
    id: z.string(),
    displayId: z.number(),
    email: z.string(),
    name: z.string().nullish(),
    items: z.array(item),
  }),
});

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
