import { fillFieldMessage, formFields } from '@tonewood/rules';
import { cn } from '../../lib/cn';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { EmailField, TextField } from '../../primitives/TextField';
import { FormCheckbox } from '../../primitives/Checkbox/FormCheckbox';
import { HoneypotField } from '../../primitives/HoneypotField';
import { createNewsletterSchema, type NewsletterValues } from '../../schemas';
import {
  newsletterMessages,
  useNewsletterMessages,
  type NewsletterMessageKey,
  type NewsletterMessages,
} from './messages';

/** The newsletter fields a person fills in, by the name the site function refuses them with. */
const newsletterVisibleFields = ['name', 'recipientEmail', 'optIn'] as const;
export const isNewsletterVisibleField = (field: string) =>
  (newsletterVisibleFields as readonly string[]).includes(field);

const isMessageKey = (message: string): message is NewsletterMessageKey => message in newsletterMessages.en;

export interface NewsletterFormProps {
  /** The form's id, so a button outside it (the overlay's footer) can submit it with `form={id}`. */
  id?: string;
  /**
   * Called only when every rule passes; the site sends the registration. It may resolve to the
   * fields the server refused (field to message key or text), which the form shows on them.
   */
  onSubmit: (values: NewsletterValues) => void | Promise<void | Record<string, string>>;
  /** Overrides for the newsletterForm.* texts (the site's translations). */
  messages?: NewsletterMessages;
  defaultValues?: Partial<NewsletterValues>;
  className?: string;
}

/** Newsletter registration: name (optional), email, opt-in and a honeypot, validated as spec section 5. */
export function NewsletterForm({ id, onSubmit, messages, defaultValues, className }: NewsletterFormProps) {
  const m = useNewsletterMessages(messages);
  const texts = {
    email: m('newsletterForm.layerFormErrorEmail'),
    optIn: m('newsletterForm.layerFormErrorOptIn'),
    honeypot: m('newsletterForm.layerFormErrorHoneyPot'),
    tooLong: m('newsletterForm.layerFormErrorTooLong'),
    singleLine: m('newsletterForm.layerFormErrorSingleLine'),
  };
  const {
    register,
    control,
    formState: { errors },
    formProps,
    showServerErrors,
  } = useSchemaForm(createNewsletterSchema, texts, {
    defaultValues: { name: '', recipientEmail: '', optIn: false, honeypot: '', ...defaultValues },
    onSubmit: (values) => send(values),
  });

  async function send(values: NewsletterValues) {
    const refused = Object.entries((await onSubmit(values)) ?? {});
    // The server names a refusal by its message key (the table's limit filled in) or in words.
    const texts = refused.map(([field, message]) => {
      const rule = formFields.newsletter[field as keyof typeof formFields.newsletter];
      return [field, isMessageKey(message) && rule ? fillFieldMessage(m(message), rule) : message];
    });
    showServerErrors(Object.fromEntries(texts), newsletterVisibleFields);
  }

  return (
    <form id={id} {...formProps} data-slot="newsletter-form" className={cn('relative grid gap-5', className)}>
      <TextField
        label={m('newsletterForm.name')}
        optional
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField
        label={m('newsletterForm.recipientEmail')}
        error={errors.recipientEmail?.message}
        {...register('recipientEmail')}
      />
      <FormCheckbox control={control} name="optIn" label={m('newsletterForm.optIn')} error={errors.optIn?.message} />
      <HoneypotField label={m('newsletterForm.honeyPot')} {...register('honeypot')} />
      {errors.honeypot?.message && (
        <p role="alert" data-slot="newsletter-spam" className="text-sm font-medium text-oxblood-600">
          {errors.honeypot.message}
        </p>
      )}
    </form>
  );
}
