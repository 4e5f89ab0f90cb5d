import type { Core, UID } from '@strapi/strapi';

type Attribute = {
  type: string;
  required?: boolean;
  maxLength?: number;
  regex?: string;
  enum?: string[];
};

export type SubmissionRules = {
  /** Boolean fields that must be `true`, such as an opt-in or a consent checkbox. */
  mustBeTrue?: string[];
  /** Fields only the server sets (a registration's confirmation); a submission may not set them. */
  serverOnly?: string[];
};

const MAX_JSON_LENGTH = 5000;
/** Fields Strapi adds to every content type; a submission may not set them. */
const RESERVED_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

/**
 * Checks a submission against its content-type schema before Strapi sees it, so that every
 * rejection carries a plain reason ("email is required") instead of a generic validation error.
 * Returns the list of problems; empty means valid.
 */
export function findSubmissionProblems(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  data: unknown,
  rules: SubmissionRules = {},
): string[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return ['the request body must be {"data": {...}}'];
  }
  const input = data as Record<string, unknown>;
  const attributes = strapi.contentType(uid).attributes as Record<string, Attribute>;
  const problems: string[] = [];

  for (const key of Object.keys(input)) {
    if (!(key in attributes) || RESERVED_FIELDS.has(key) || rules.serverOnly?.includes(key)) {
      problems.push(`${key} is not a known field`);
    }
  }

  for (const [field, attribute] of Object.entries(attributes)) {
    const value = input[field];
    const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

    if (missing) {
      if (attribute.required) problems.push(`${field} is required`);
      continue;
    }

    switch (attribute.type) {
      case 'string':
      case 'text':
      case 'email':
        if (typeof value !== 'string') {
          problems.push(`${field} must be text`);
        } else if (attribute.maxLength && value.length > attribute.maxLength) {
          problems.push(`${field} must be at most ${attribute.maxLength} characters`);
        } else if (attribute.regex && !new RegExp(attribute.regex).test(value)) {
          problems.push(`${field} has an invalid format`);
        }
        break;
      case 'boolean':
        if (typeof value !== 'boolean') problems.push(`${field} must be true or false`);
        break;
      case 'enumeration':
        if (typeof value !== 'string' || !attribute.enum?.includes(value)) {
          problems.push(`${field} must be one of ${attribute.enum?.join(', ')}`);
        }
        break;
      case 'json':
        if (JSON.stringify(value).length > MAX_JSON_LENGTH) {
          problems.push(`${field} must be at most ${MAX_JSON_LENGTH} characters as JSON`);
        }
        break;
      default:
        break;
    }
  }

  for (const field of rules.mustBeTrue ?? []) {
    if (input[field] !== undefined && input[field] !== true && !problems.some((p) => p.startsWith(`${field} `))) {
      problems.push(`${field} must be true`);
    }
  }

  return problems;
}
