import {
  fieldCharacters,
  fieldMessages,
  fillFieldMessage,
  type FieldMessageKey,
  type FieldRule,
} from '@tonewood/rules';
import './jitless';
import { z } from 'zod';

/** A form's texts by message key; a key left out is shown in English. */
export type FieldTexts = Partial<Record<FieldMessageKey, string>>;

const textOf = (texts: FieldTexts, key: FieldMessageKey, rule: FieldRule) =>
  fillFieldMessage(texts[key] ?? fieldMessages.en[key], rule);

/**
 * A text field as its rule in the field table states it: trimmed, then required (one message for
 * an empty value), capped, held to its kind's characters (one line, no control characters) and
 * matched against the rule's pattern, each refusal with its text.
 */
export function textField(rule: FieldRule, texts: FieldTexts) {
  const missing = textOf(texts, rule.message, rule);
  const invalid = textOf(texts, rule.invalidMessage ?? rule.message, rule);
  let schema = z.string({ error: rule.required ? missing : invalid }).trim();
  if (rule.required) schema = schema.min(1, { error: missing, abort: true });
  if (rule.maxLength !== undefined) {
    schema = schema.max(rule.maxLength, {
      error: textOf(texts, rule.tooLongMessage ?? rule.message, rule),
      abort: true,
    });
  }
  const characters = fieldCharacters(rule);
  if (characters) {
    const { pattern: allowed, message } = characters;
    schema = schema.refine((value) => allowed.test(value), { error: textOf(texts, message, rule), abort: true });
  }
  const pattern = rule.pattern;
  if (pattern) schema = schema.refine((value) => value === '' || pattern.test(value), { error: invalid });
  return schema;
}

/** A checkbox that must be ticked (consent, opt-in). */
export function consentField(rule: FieldRule, texts: FieldTexts) {
  const message = textOf(texts, rule.message, rule);
  return z.boolean({ error: message }).refine((checked) => checked, { error: message });
}

/** The hidden field a person leaves empty; anything in it blocks the submission. */
export function honeypotField(rule: FieldRule, texts: FieldTexts) {
  return z
    .string()
    .max(0, { error: textOf(texts, rule.message, rule) })
    .optional();
}
