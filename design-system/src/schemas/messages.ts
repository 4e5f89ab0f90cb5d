import { fieldMessages } from '@tonewood/rules';

/**
 * The validation texts of spec section 5 in en (exact) and de, as the field table of
 * @tonewood/rules states them: the one copy the schemas, the forms' dictionaries
 * (checkout/strings.ts, engagement/strings.ts), the site functions and Strapi share. Keyed by the
 * rules' `Language`.
 */
export const validationMessages = fieldMessages;
