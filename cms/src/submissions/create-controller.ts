import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';
import { findSubmissionProblems, type SubmissionRules } from './validate';

/** A core controller whose create answers 400 with the reasons when a submission is invalid. */
export function createSubmissionController(uid: UID.ContentType, rules: SubmissionRules) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async create(ctx) {
      const body = ctx.request.body as { data?: unknown } | undefined;
      const problems = findSubmissionProblems(strapi, uid, body?.data, rules);
      if (problems.length > 0) {
        return ctx.badRequest(`Invalid submission: ${problems.join('; ')}`, { problems });
      }
      return super.create(ctx);
    },
  }));
}
