// What the store routes take from anyone on the internet, checked before Medusa's own validators.
// The shop has no shopper accounts (customer login and registration are closed in
// medusa-config.ts, `authMethodsPerActor`), users come by invitation only, and what a shopper
// types into a cart (email, names, address lines) is held to the field table of @tonewood/rules:
// the rules the checkout's forms and the site functions apply, so a value the site would refuse
// cannot reach an order mail through the store API either.
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { Modules } from '@medusajs/framework/utils';
import {
  checkField,
  fieldCharacters,
  fieldMessage,
  fieldMessages,
  formFields,
  storeAddressFields,
  type FieldRule,
} from '@tonewood/rules';

const refuse = (res: MedusaResponse, status: number, type: string, message: string) =>
  res.status(status).json({ type, message });

/** The answer to every account route of the store API: there are no shopper accounts. */
export const NO_ACCOUNTS = 'The shop has no customer accounts: orders are placed as a guest';

export function refuseCustomerAccounts(_req: MedusaRequest, res: MedusaResponse) {
  refuse(res, 403, 'not_allowed', NO_ACCOUNTS);
}

/** The answer to POST /store/returns: a return starts through the withdrawal function or the back office. */
export const NO_STORE_RETURNS =
  "Returns are not started through the store API: use the shop's withdrawal form, or write to the workshop";

/**
 * Medusa's own POST /store/returns takes an order id as its only credential, with a return price
 * and `receive_now` of the caller's choosing. Returns start through the site's withdrawal function
 * (which checks the order's number and email, then uses the admin API) or the back office.
 */
export function refuseStoreReturns(_req: MedusaRequest, res: MedusaResponse) {
  refuse(res, 403, 'not_allowed', NO_STORE_RETURNS);
}

/** The answer to a registration without a pending invitation for its email address. */
export const INVITE_ONLY = 'Users are created by invitation only: register with the address the invitation was sent to';

/**
 * POST /auth/user/:provider/register makes an auth identity, which an invitation then turns into a
 * user (Medusa Admin's invite page registers, then accepts with the invitation's token). Only an
 * address with a pending, unexpired invitation may register; any other gets the same 403, so the
 * answer tells nothing about which addresses have an identity already. `medusa user` and
 * src/scripts/create-admin.ts use the auth module directly and are not affected.
 */
export async function requireInvitation(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email === '') return refuse(res, 403, 'not_allowed', INVITE_ONLY);
  let invited: boolean;
  try {
    const invites = await req.scope.resolve(Modules.USER).listInvites({ email });
    const now = Date.now();
    invited = invites.some((invite) => !invite.accepted && new Date(invite.expires_at).getTime() > now);
  } catch (error) {
    return next(error);
  }
  if (!invited) return refuse(res, 403, 'not_allowed', INVITE_ONLY);
  next();
}

/** Why an address value is refused (too long, or characters its kind refuses), in English; else undefined. */
function addressValueProblem(rule: FieldRule, value: string): string | undefined {
  if (rule.maxLength !== undefined && value.trim().length > rule.maxLength)
    return fieldMessage('en', rule.tooLongMessage ?? 'tooLong', rule);
  const characters = fieldCharacters(rule);
  if (characters && !characters.pattern.test(value)) return fieldMessages.en[characters.message];
  return undefined;
}

type CartBody = { email?: unknown; shipping_address?: unknown; billing_address?: unknown };

/** The refused fields of a cart write, each with the field table's English text. */
export function cartInputProblems(body: CartBody | undefined): string[] {
  const problems: string[] = [];
  if (typeof body?.email === 'string') {
    const rule = formFields.checkoutContact.email;
    const key = checkField(rule, body.email);
    if (key) problems.push(`email: ${fieldMessage('en', key, rule)}`);
  }
  for (const which of ['shipping_address', 'billing_address'] as const) {
    const address = body?.[which];
    if (!address || typeof address !== 'object') continue;
    for (const [field, rule] of Object.entries(storeAddressFields)) {
      const value = (address as Record<string, unknown>)[field];
      const problem = typeof value === 'string' ? addressValueProblem(rule, value) : undefined;
      if (problem) problems.push(`${which}.${field}: ${problem}`);
    }
  }
  return problems;
}

/** POST /store/carts*: 400 with the reasons when an email or an address field is refused. */
export function checkCartInput(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const problems = cartInputProblems(req.body as CartBody | undefined);
  if (problems.length) return refuse(res, 400, 'invalid_data', `Invalid request: ${problems.join('; ')}`);
  next();
}
