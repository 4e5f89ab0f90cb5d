import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  checkField,
  fieldMessage,
  storedValuePattern,
  type FieldRule,
  type Language,
} from '@tonewood/rules';

/**
 * A submission type's attributes for the fields of a form in the rules' field table: Strapi's own
 * validation (REST, document service, the admin's edit view) then enforces the same required
 * flags, lengths and patterns as the forms and the site functions, one-line fields without line
 * breaks or control characters included. The honeypot is never stored.
 */
export function submissionAttributes(fields: Readonly<Record<string, FieldRule>>) {
  const attributes: Record<string, Record<string, unknown>> = {};
  for (const [field, rule] of Object.entries(fields)) {
    if (rule.kind === 'honeypot') continue;
    if (rule.kind === 'consent') {
      attributes[field] = { type: 'boolean', required: true };
      continue;
    }
    const pattern = storedValuePattern(rule);
    attributes[field] = {
      type: rule.kind === 'longText' ? 'text' : 'string',
      ...(rule.required ? { required: true } : {}),
      ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
      ...(pattern ? { regex: pattern.source } : {}),
    };
  }
  return attributes;
}

const languageOf = (data: Record<string, unknown>): Language =>
  LANGUAGES.find((language) => language === data.language) ?? DEFAULT_LANGUAGE;

/**
 * The refused fields of a submission with the texts the site shows for them, in the submission's
 * language, so a refusal Strapi answers reads as the form's own.
 */
export function submissionFieldErrors(
  fields: Readonly<Record<string, FieldRule>>,
  data: Record<string, unknown>,
): Record<string, string> {
  const language = languageOf(data);
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(fields)) {
    if (rule.kind === 'honeypot') continue;
    const key = checkField(rule, data[field]);
    if (key) errors[field] = fieldMessage(language, key, rule);
  }
  return errors;
}
