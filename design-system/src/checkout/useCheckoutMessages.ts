import { useCheckoutStrings, type CheckoutMessages } from './strings';
import type { CheckoutSchemaMessages } from './schemas/schemas';

/** The checkout's translations plus the validation messages with the site's overrides on top. */
export function useCheckoutMessages(overrides?: CheckoutMessages) {
  const t = useCheckoutStrings();
  const schemaMessages: CheckoutSchemaMessages = {
    required: overrides?.required ?? t('required'),
    invalidEmail: overrides?.invalidEmail ?? t('invalidEmail'),
    shippingMethodRequired: overrides?.shippingMethodRequired ?? t('shippingMethodRequired'),
  };
  return { t, schemaMessages, schemaKey: Object.values(schemaMessages).join('\n') };
}
