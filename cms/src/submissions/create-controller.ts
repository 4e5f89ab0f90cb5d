import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';
import type { FieldRule } from '@tonewood/rules';
import { submissionFieldErrors } from './fields';
import { findSubmissionProblems, type SubmissionRules } from './validate';

type Fields = Readonly<Record<string, FieldRule>>;

/**
 * A refused submission: the reasons in the message and as `problems`, and the refused fields
 * with the texts the site's forms show (`errors`), in the submission's language.
 */
export function submissionRefusal(problems: string[], fields: Fields, data: unknown) {
  const values = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    message: `Invalid submission: ${problems.join('; ')}`,
    details: { problems, errors: submissionFieldErrors(fields, values) },
  };
}

/** A core controller whose create answers 400 with the reasons when a submission is invalid. */
export function createSubmissionController(uid: UID.ContentType, fields: Fields, rules: SubmissionRules) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async create(ctx) {
      const body = ctx.request.body as { data?: unknown } | undefined;
      const problems = findSubmissionProblems(strapi, uid, body?.data, rules);
      if (problems.length > 0) {
        const { message, details } = submissionRefusal(problems, fields, body?.data);
        return ctx.badRequest(message, details);
      }
      return super.create(ctx);
    },
  }));
}
