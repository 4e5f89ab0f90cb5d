import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../primitives/TextField';
import { cn } from '../../lib/cn';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ChoiceList } from '../ChoiceList/ChoiceList';
import { useCheckoutMessages } from '../useCheckoutMessages';
import type { CheckoutMessages } from '../strings';
import {
  createPaymentMethodSchema,
  type CheckoutSchemaMessages,
  type PaymentMethodChoice,
  type PaymentMethodKind,
} from '../../schemas';
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

// The form edits both shapes at once (switching keeps the typed name); the schema picks one.
const paymentFormSchema = createPaymentMethodSchema as (
  messages: CheckoutSchemaMessages,
) => z.ZodType<PaymentMethodChoice, PaymentFormValues>;

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
  const {
    register,
    control,
    formState: { errors },
    formProps,
  } = useSchemaForm(paymentFormSchema, schemaMessages, {
    defaultValues: { method: 'card', nameOnCard: '', ...defaultValues },
    onSubmit,
  });
  return (
    <form id={id} {...formProps} data-slot="payment-method-picker" className={cn('grid gap-5', className)}>
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
