import { EmailField } from '../../primitives/TextField';
import { cn } from '../../lib/cn';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useCheckoutMessages } from '../useCheckoutMessages';
import type { CheckoutMessages } from '../strings';
import { createCheckoutContactSchema, type CheckoutContact } from '../../schemas';

export interface ContactStepProps {
  /** The form's id; CheckoutSteps' continue button submits it through `formId`. */
  id: string;
  onSubmit: (values: CheckoutContact) => void;
  defaultValues?: Partial<CheckoutContact>;
  messages?: CheckoutMessages;
  className?: string;
}

/** The checkout's first step: the shopper's email address. */
export function ContactStep({ id, onSubmit, defaultValues, messages, className }: ContactStepProps) {
  const { t, schemaMessages } = useCheckoutMessages(messages);
  const {
    register,
    formState: { errors },
    formProps,
  } = useSchemaForm(createCheckoutContactSchema, schemaMessages, {
    defaultValues: { email: '', ...defaultValues },
    onSubmit,
  });
  return (
    <form id={id} {...formProps} data-slot="contact-step" className={cn('grid gap-5', className)}>
      <h2 className="font-display text-2xl font-semibold">{t('contactTitle')}</h2>
      <EmailField
        label={t('email')}
        description={t('emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
    </form>
  );
}
