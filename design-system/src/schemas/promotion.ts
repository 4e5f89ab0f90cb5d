import { normalizePromotionCode, PROMOTION_CODE_MAX_LENGTH, PROMOTION_CODE_PATTERN } from '@tonewood/rules';
import './jitless';
import { z } from 'zod';

export interface PromotionCodeSchemaMessages {
  /** Nothing typed. */
  empty: string;
  /** Other characters than letters, digits, '-' and '_', or too long. */
  format: string;
}

/** A promotion code as the cart's field takes it: trimmed and upper-cased, then checked. */
export function createPromotionCodeSchema(messages: PromotionCodeSchemaMessages) {
  return z.object({
    code: z
      .string()
      .transform(normalizePromotionCode)
      .pipe(
        z
          .string()
          .min(1, messages.empty)
          .max(PROMOTION_CODE_MAX_LENGTH, messages.format)
          .regex(PROMOTION_CODE_PATTERN, messages.format),
      ),
  });
}
