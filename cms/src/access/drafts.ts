import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type DocumentContext = { action: string; uid: string; params?: { status?: string } };
type RequestState = { route?: { info?: { type?: string } }; auth?: { credentials?: unknown } };

/**
 * Strapi 5 serves drafts to anyone who may `find` a type and asks for `?status=draft`: the public
 * role included. Drafts are for the editors and the site build (its token), so an anonymous
 * content-API request that reaches for a draft is refused with 403 and a reason. Refusing, rather
 * than quietly answering the published version, tells a caller that forgot its token what is wrong.
 * (A PolicyError, because Strapi's route wrapper replaces the message of any other Unauthorized or
 * Forbidden error with a bare "Unauthorized"/"Forbidden".)
 *
 * This runs as a document-service middleware, after Strapi has authenticated the request: it sees
 * the real outcome (an API token, a signed-in user, or the public role), not just whether an
 * Authorization header was sent. Admin-panel requests and Strapi's own calls (seeding, bootstrap)
 * are not content-API requests and pass untouched.
 */
export function registerDraftGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { params } = context as unknown as DocumentContext;
    if (params?.status === 'draft') {
      const state = (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;
      if (state?.route?.info?.type === 'content-api' && !state.auth?.credentials) {
        throw new errors.PolicyError(
          'Drafts are not public: send an API token (the site build token) to read status=draft; without one, ask for published content.',
        );
      }
    }
    return next();
  });
}
