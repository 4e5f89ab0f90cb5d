import { useCheckoutStrings, type CheckoutMessages } from './strings';
import type { CheckoutSchemaMessages } from '../schemas';

/** The checkout's translations, the site's overrides on top, and the validation messages among them. */
export function useCheckoutMessages(overrides?: CheckoutMessages) {
  const t = useCheckoutStrings(overrides);
  const schemaMessages: CheckoutSchemaMessages = {
    required: t('required'),
    invalidEmail: t('invalidEmail'),
    shippingMethodRequired: t('shippingMethodRequired'),
    tooLong: t('tooLong'),
    singleLine: t('singleLine'),
    controlCharacters: t('controlCharacters'),
  };
  return { t, schemaMessages };
}
