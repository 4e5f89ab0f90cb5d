import { z } from '@medusajs/framework/zod';
import { multiLinePattern } from '@tonewood/rules';

/** One warning or instruction per line; each text needs at least one line and stays readable in size. */
const lines = z
  .string()
  .max(4000)
  // Line breaks are the format; other control characters (NUL: PostgreSQL refuses it) are not text.
  .regex(multiLinePattern, 'control characters other than line breaks are not allowed')
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .refine((text) => text.length > 0, { message: 'needs at least one line' });

export const AdminProductSafetyBody = z.object({ warnings: lines, safety_information: lines }).strict();
export type AdminProductSafetyBody = z.infer<typeof AdminProductSafetyBody>;
