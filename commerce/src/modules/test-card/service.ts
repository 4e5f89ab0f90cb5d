import { randomUUID } from 'node:crypto';
import { AbstractPaymentProvider, MedusaError, PaymentActions, PaymentSessionStatus } from '@medusajs/framework/utils';
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from '@medusajs/framework/types';

/**
 * Stripe-style test tokens this provider knows. No card number ever reaches Medusa or this code:
 * the storefront sends a token and the name on the card, as it would to Stripe.
 */
const TEST_CARD_TOKENS = {
  tok_visa: 'authorise',
  tok_chargeDeclined: 'decline',
} as const;

/** What the storefront sends in `data` when it creates the payment session. */
type CardData = { token?: unknown; cardholder_name?: unknown };

/** Why the card is refused before any charge is tried, or null when token and name are usable. */
function cardProblem(data: CardData | undefined): string | null {
  const name = typeof data?.cardholder_name === 'string' ? data.cardholder_name.trim() : '';
  if (!name) return 'The card was declined: the name on the card (cardholder_name) is missing.';
  const token = typeof data?.token === 'string' ? data.token : '';
  if (!token) return 'The card was declined: no card token was sent.';
  if (!(token in TEST_CARD_TOKENS))
    return `The card was declined: unknown test card token "${token}" (use tok_visa or tok_chargeDeclined).`;
  return null;
}

/**
 * A local card provider for development and tests (registered when STRIPE_API_KEY is not set):
 * `tok_visa` authorises, `tok_chargeDeclined` is declined at authorisation, as Stripe's test
 * tokens are. Capture and refund are recorded in the payment's data.
 */
class TestCardProviderService extends AbstractPaymentProvider {
  static identifier = 'test-card';

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options);
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const problem = cardProblem(input.data);
    if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem);
    const data = input.data as CardData;
    return {
      id: `testcard_${randomUUID()}`,
      status: PaymentSessionStatus.PENDING,
      data: {
        token: data.token,
        cardholder_name: String(data.cardholder_name).trim(),
        amount: Number(input.amount),
        currency_code: input.currency_code,
      },
    };
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const problem = cardProblem(input.data);
    if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem);
    return {
      status: PaymentSessionStatus.PENDING,
      data: { ...input.data, amount: Number(input.amount), currency_code: input.currency_code },
    };
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const problem = cardProblem(input.data);
    const outcome = problem
      ? 'decline'
      : TEST_CARD_TOKENS[(input.data as { token: keyof typeof TEST_CARD_TOKENS }).token];
    if (outcome === 'decline') {
      return {
        status: PaymentSessionStatus.ERROR,
        data: {
          ...input.data,
          decline_code: 'card_declined',
          decline_reason: problem ?? 'The card was declined (test token tok_chargeDeclined).',
        },
      };
    }
    return {
      status: PaymentSessionStatus.AUTHORIZED,
      data: { ...input.data, authorized_at: new Date().toISOString() },
    };
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: { ...input.data, captured_at: new Date().toISOString() } };
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const refunded = Number(input.data?.refunded_amount ?? 0) + Number(input.amount);
    return { data: { ...input.data, refunded_amount: refunded } };
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: { ...input.data, canceled_at: new Date().toISOString() } };
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data };
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: input.data };
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const data = input.data ?? {};
    if (data.canceled_at) return { status: PaymentSessionStatus.CANCELED, data };
    if (data.captured_at) return { status: PaymentSessionStatus.CAPTURED, data };
    if (data.authorized_at) return { status: PaymentSessionStatus.AUTHORIZED, data };
    if (data.decline_code) return { status: PaymentSessionStatus.ERROR, data };
    return { status: PaymentSessionStatus.PENDING, data };
  }

  /** A local provider sends no webhooks. */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload['payload']): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED };
  }
}

export default TestCardProviderService;
