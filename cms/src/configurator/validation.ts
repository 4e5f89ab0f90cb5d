import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findOptionValueProblems, type OptionValueInput } from './rules';

const UID = 'api::configurator-option-group.configurator-option-group';

type DocumentContext = {
  uid: string;
  action: string;
  params?: { documentId?: string; data?: { key?: unknown; values?: OptionValueInput[] } };
};

/**
 * Refuses configurator option groups whose values' `models` or `requires` have the wrong shape, or
 * whose key another group already has, with a reason the editor can act on. A document-service
 * middleware, so the admin panel, the content API and the seed all pass through it.
 */
export function registerConfiguratorValidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as DocumentContext;
    if (uid !== UID || (action !== 'create' && action !== 'update')) return next();
    const problems = Array.isArray(params?.data?.values) ? findOptionValueProblems(params.data.values) : [];
    const key = params?.data?.key;
    if (typeof key === 'string') {
      const others = await strapi.db.query(UID).findMany({ where: { key }, select: ['documentId'] });
      if (others.some((other: { documentId: string }) => other.documentId !== params?.documentId)) {
        problems.push(`key "${key}" is taken by another option group`);
      }
    }
    if (problems.length) throw new errors.ValidationError(`Configurator option group: ${problems.join('; ')}`);
    return next();
  });
}
