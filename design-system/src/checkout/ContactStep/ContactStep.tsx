import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '../../primitives/TextField';
import { cn } from '../../lib/cn';
import { useMessageSchema } from '../../lib/useMessageSchema';
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
  const schema = useMessageSchema(createCheckoutContactSchema, schemaMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutContact>({ resolver: zodResolver(schema), defaultValues: { email: '', ...defaultValues } });
  return (
    <form
      id={id}
      noValidate
      data-slot="contact-step"
      className={cn('grid gap-5', className)}
      onSubmit={handleSubmit(onSubmit)}
    >
      <h2 className="font-display text-2xl font-semibold">{t('contactTitle')}</h2>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        description={t('emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
    </form>
  );
}
