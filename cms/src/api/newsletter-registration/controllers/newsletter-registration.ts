import { factories } from '@strapi/strapi';
import { formFields } from '@tonewood/rules';
import { submissionRefusal } from '../../../submissions/create-controller';
import { findSubmissionProblems } from '../../../submissions/validate';

const UID = 'api::newsletter-registration.newsletter-registration';

/**
 * Registrations are stored pending (confirmed false). The site's confirmation link, signed and
 * checked by the site, ends in `confirm`: it marks the one registration confirmed and answers
 * nothing about it but whether it exists. Only confirmed registrations count as subscribers.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const body = ctx.request.body as { data?: unknown } | undefined;
    const problems = findSubmissionProblems(strapi, UID, body?.data, {
      mustBeTrue: ['optIn'],
      serverOnly: ['confirmed', 'confirmedAt'],
    });
    if (problems.length > 0) {
      const { message, details } = submissionRefusal(problems, formFields.newsletter, body?.data);
      return ctx.badRequest(message, details);
    }
    return super.create(ctx);
  },

  async confirm(ctx) {
    const documentId = String(ctx.params.id ?? '');
    const documents = strapi.documents(UID);
    const existing = await documents.findOne({ documentId, fields: ['confirmed', 'confirmedAt'] });
    if (!existing) return ctx.notFound('No such registration');
    const confirmedAt = existing.confirmed ? existing.confirmedAt : new Date().toISOString();
    if (!existing.confirmed) await documents.update({ documentId, data: { confirmed: true, confirmedAt } as never });
    ctx.body = { data: { confirmed: true, confirmedAt } };
  },
}));
