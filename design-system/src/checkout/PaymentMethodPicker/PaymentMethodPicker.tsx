import type { ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '../../primitives/TextField';
import { cn } from '../../lib/cn';
import { useMessageSchema } from '../../lib/useMessageSchema';
import { ChoiceList } from '../ChoiceList/ChoiceList';
import { useCheckoutMessages } from '../useCheckoutMessages';
import type { CheckoutMessages } from '../strings';
import { createPaymentMethodSchema, type PaymentMethodChoice, type PaymentMethodKind } from '../../schemas';
import { CardIcon } from '../../icons';

export interface PaymentMethodPickerProps {
  /** The form's id; CheckoutSteps' continue button submits it through `formId`. */
  id: string;
  onSubmit: (values: PaymentMethodChoice) => void;
  defaultValues?: { method?: PaymentMethodKind; nameOnCard?: string };
  /** The payment provider's card fields (number, expiry, CVC), shown under the name on card. */
  cardFields?: ReactNode;
  messages?: CheckoutMessages;
  className?: string;
}

type PaymentFormValues = { method: PaymentMethodKind; nameOnCard?: string };

/** The payment step: card (with the name on it and the provider's fields) or bank transfer. */
export function PaymentMethodPicker({
  id,
  onSubmit,
  defaultValues,
  cardFields,
  messages,
  className,
}: PaymentMethodPickerProps) {
  const { t, schemaMessages } = useCheckoutMessages(messages);
  const schema = useMessageSchema(createPaymentMethodSchema, schemaMessages);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, PaymentMethodChoice>({
    // The form edits both shapes at once (switching keeps the typed name); the schema picks one.
    resolver: zodResolver(schema) as Resolver<PaymentFormValues, unknown, PaymentMethodChoice>,
    defaultValues: { method: 'card', nameOnCard: '', ...defaultValues },
  });
  return (
    <form
      id={id}
      noValidate
      data-slot="payment-method-picker"
      className={cn('grid gap-5', className)}
      onSubmit={handleSubmit(onSubmit)}
    >
      <h2 className="font-display text-2xl font-semibold">{t('paymentTitle')}</h2>
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <ChoiceList
            legend={t('paymentTitle')}
            hideLegend
            name={field.name}
            value={field.value}
            onValueChange={(value) => field.onChange(value as PaymentMethodKind)}
            onBlur={field.onBlur}
            choices={[
              {
                value: 'card',
                label: t('card'),
                description: t('cardText'),
                aside: <CardIcon />,
                details: (
                  <div className="grid gap-4">
                    <TextField
                      label={t('nameOnCard')}
                      autoComplete="cc-name"
                      error={errors.nameOnCard?.message}
                      {...register('nameOnCard')}
                    />
                    {cardFields}
                  </div>
                ),
              },
              { value: 'bankTransfer', label: t('bankTransfer'), description: t('bankTransferText') },
            ]}
          />
        )}
      />
    </form>
  );
}
