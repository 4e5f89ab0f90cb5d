import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type DocumentContext = { action: string; uid: string; params?: { status?: unknown } };
type RequestState = { route?: { info?: { type?: string } }; auth?: { credentials?: unknown } };

/** The only publication states Strapi 5 knows. */
const STATUSES = ['draft', 'published'] as const;
type Status = (typeof STATUSES)[number];

/**
 * A `status` parameter as Strapi's document service would act on it: any letter case, spaces
 * (`%20draft`) and a one-element array (`status[0]=draft`) read as the value inside. Strapi reads
 * everything that is not exactly 'published' as a draft request (`?status=DRAFT` answered drafts),
 * so the guard must see the same. Undefined when there is none; `null` for a value it does not know.
 */
function normaliseStatus(raw: unknown): Status | null | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const status = value.trim().toLowerCase();
  return STATUSES.find((known) => known === status) ?? null;
}

const UNKNOWN_STATUS = 'Unknown status: ask for status=published (the default) or, with an API token, status=draft.';
const DRAFTS_NOT_PUBLIC =
  'Drafts are not public: send an API token (the site build token) to read status=draft; without one, ask for published content.';

/**
 * Strapi 5 serves drafts to anyone who may `find` a type and asks for `?status=draft`: the public
 * role included. Drafts are for the editors and the site build (its token), so an anonymous
 * content-API request that reaches for a draft is refused with 403 and a reason. Refusing, rather
 * than quietly answering the published version, tells a caller that forgot its token what is wrong.
 * (A PolicyError, because Strapi's route wrapper replaces the message of any other Unauthorized or
 * Forbidden error with a bare "Unauthorized"/"Forbidden".) The status is read in any spelling
 * (normaliseStatus) and handed on normalised; a content-API request with a status Strapi does not
 * know is refused with 400 and the reason.
 *
 * This runs as a document-service middleware, after Strapi has authenticated the request: it sees
 * the real outcome (an API token, a signed-in user, or the public role), not just whether an
 * Authorization header was sent. Admin-panel requests and Strapi's own calls (seeding, bootstrap)
 * are not content-API requests and pass untouched.
 */
export function registerDraftGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { params } = context as unknown as DocumentContext;
    const status = normaliseStatus(params?.status);
    if (status === undefined) return next();
    const state = (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;
    const contentApi = state?.route?.info?.type === 'content-api';
    if (status === null) {
      if (contentApi) throw new errors.ValidationError(UNKNOWN_STATUS);
      return next();
    }
    if (status === 'draft' && contentApi && !state.auth?.credentials) throw new errors.PolicyError(DRAFTS_NOT_PUBLIC);
    params!.status = status;
    return next();
  });
}
