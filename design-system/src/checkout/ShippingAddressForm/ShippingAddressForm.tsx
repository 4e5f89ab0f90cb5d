import { Controller } from 'react-hook-form';
import '../../schemas/jitless';
import { z } from 'zod';
import { TextField } from '../../primitives/TextField';
import { Select, type SelectOption } from '../../primitives/Select';
import { cn } from '../../lib/cn';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ShippingMethodPicker, type ShippingMethod } from '../ShippingMethodPicker/ShippingMethodPicker';
import { useCheckoutMessages } from '../useCheckoutMessages';
import type { CheckoutMessages } from '../strings';
import { createShippingAddressSchema, createShippingMethodSchema, type ShippingAddress } from '../../schemas';

export type ShippingStepValues = ShippingAddress & { shippingMethodId?: string };

export interface ShippingAddressFormProps {
  /** The form's id; CheckoutSteps' continue button submits it through `formId`. */
  id: string;
  /** The shipping countries, value = ISO code (e.g. { value: 'DE', label: 'Germany' }). */
  countries: SelectOption[];
  /** When given, the shopper also picks a shipping method in this form, and must. */
  shippingMethods?: ShippingMethod[];
  onSubmit: (values: ShippingStepValues) => void;
  defaultValues?: Partial<ShippingStepValues>;
  messages?: CheckoutMessages;
  className?: string;
}

const emptyAddress: ShippingStepValues = {
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  apartment: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
};

/** The shipping step: the address of spec section 3 and, optionally, the shipping method. */
export function ShippingAddressForm({
  id,
  countries,
  shippingMethods,
  onSubmit,
  defaultValues,
  messages,
  className,
}: ShippingAddressFormProps) {
  const { t, schemaMessages } = useCheckoutMessages(messages);
  const withMethods = Boolean(shippingMethods);
  const {
    register,
    control,
    formState: { errors },
    formProps,
  } = useSchemaForm(
    (texts) =>
      withMethods
        ? createShippingAddressSchema(texts).extend(createShippingMethodSchema(texts).shape)
        : createShippingAddressSchema(texts).extend({ shippingMethodId: z.string().optional() }),
    schemaMessages,
    { defaultValues: { ...emptyAddress, ...defaultValues }, onSubmit, variant: withMethods },
  );
  const text = (name: keyof ShippingAddress, autoComplete: string, optional = false, span = false) => (
    <TextField
      label={t(name)}
      autoComplete={autoComplete}
      optional={optional}
      fieldClassName={span ? 'sm:col-span-2' : undefined}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <form id={id} {...formProps} data-slot="shipping-address-form" className={cn('grid gap-8', className)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <h2 className="font-display text-2xl font-semibold sm:col-span-2">{t('addressTitle')}</h2>
        {text('firstName', 'shipping given-name')}
        {text('lastName', 'shipping family-name')}
        {text('company', 'shipping organization', true, true)}
        {text('address', 'shipping address-line1', false, true)}
        {text('apartment', 'shipping address-line2', true, true)}
        {text('postalCode', 'shipping postal-code')}
        {text('city', 'shipping address-level2')}
        <Select
          label={t('country')}
          placeholder={t('chooseCountry')}
          options={countries}
          autoComplete="shipping country"
          fieldClassName="sm:col-span-2"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          optional
          autoComplete="shipping tel"
          fieldClassName="sm:col-span-2"
          {...register('phone')}
        />
      </div>
      {shippingMethods && (
        <Controller
          control={control}
          name="shippingMethodId"
          render={({ field }) => (
            <ShippingMethodPicker
              methods={shippingMethods}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.shippingMethodId?.message}
            />
          )}
        />
      )}
    </form>
  );
}
