import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useSchemaForm } from '../../lib/useSchemaForm';
import type { MessageOverrides } from '../../i18n/useDsStrings';
import { Button } from '../../primitives/Button';
import { EmailField, TextAreaField, TextField } from '../../primitives/TextField';
import { FormCheckbox } from '../../primitives/Checkbox/FormCheckbox';
import { HoneypotField } from '../../primitives/HoneypotField';
import { useEngagementStrings, type EngagementStringKey } from '../strings';
import { createRequestSchema, type RequestValues } from '../../schemas';

/** The server's refusal of single fields: field name to message, already in the page's language. */
export type ServerFieldErrors = Record<string, string>;

/**
 * What sending a request came to: the site function answers `spam` when its own check fails,
 * and names the fields it refused (`fieldErrors`), which the form then shows on those fields.
 */
export type RequestOutcome = 'sent' | 'spam' | 'failed' | { fieldErrors: ServerFieldErrors };

export type RequestFormState = 'idle' | 'sending' | 'sent' | 'spam' | 'failed';

/** The fields a person fills in; a server refusal of any other field cannot be fixed in the form. */
const visibleFields = ['name', 'email', 'location', 'annotation', 'consent'] as const;

export interface RequestFormProps {
  /** Sends a valid request. A rejected promise counts as 'failed'. */
  submit: (values: RequestValues) => Promise<RequestOutcome | void>;
  /** The privacy policy page, linked below the consent checkbox. */
  privacyHref: string;
  defaultValues?: Partial<RequestValues>;
  /** Overrides for the form's texts (the site's translations). */
  messages?: MessageOverrides<EngagementStringKey>;
  className?: string;
}

/** The fields, validation and states shared by the quote and the contact request forms. */
export function RequestForm({
  kind,
  submit,
  privacyHref,
  defaultValues,
  messages,
  className,
}: RequestFormProps & { kind: 'quote' | 'contact' }) {
  const t = useEngagementStrings(messages);
  const [state, setState] = useState<RequestFormState>('idle');
  const texts = {
    required: t('required'),
    email: t('invalidEmail'),
    consent: t('consentRequired'),
    spam: t('spam'),
    tooLong: t('tooLong'),
    singleLine: t('singleLine'),
    controlCharacters: t('controlCharacters'),
  };
  const {
    register,
    control,
    formState: { errors },
    formProps,
    showServerErrors,
  } = useSchemaForm(createRequestSchema, texts, {
    defaultValues: {
      name: '',
      email: '',
      location: '',
      annotation: '',
      consent: false,
      honeypot: '',
      ...defaultValues,
    },
    onSubmit: (values) => send(values),
  });

  async function send(values: RequestValues) {
    setState('sending');
    try {
      const outcome = (await submit(values)) ?? 'sent';
      if (typeof outcome === 'object')
        setState(showServerErrors(outcome.fieldErrors, visibleFields) ? 'idle' : 'failed');
      else setState(outcome);
    } catch {
      setState('failed');
    }
  }

  if (state === 'sent') {
    return (
      <div role="status" data-slot="request-form-success" className={cn('rounded-lg bg-moss-100 p-6', className)}>
        <p className="font-display text-2xl font-semibold text-moss-700">{t('successTitle')}</p>
        <p className="mt-2 text-walnut-900">{t('successText')}</p>
      </div>
    );
  }

  const formError: ReactNode =
    errors.honeypot?.message ?? (state === 'spam' ? t('spam') : state === 'failed' ? t('sendError') : null);

  return (
    <form
      {...formProps}
      data-slot={`${kind}-request-form`}
      data-state={state}
      className={cn('relative grid gap-5 sm:grid-cols-2', className)}
    >
      <TextField label={t('name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField label={t('email')} error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('location')}
        autoComplete="country-name"
        fieldClassName="sm:col-span-2"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextAreaField
        label={t(kind === 'quote' ? 'quoteAnnotation' : 'contactAnnotation')}
        optional
        rows={5}
        fieldClassName="sm:col-span-2"
        error={errors.annotation?.message}
        {...register('annotation')}
      />
      <FormCheckbox
        control={control}
        name="consent"
        fieldClassName="sm:col-span-2"
        label={t('consent')}
        description={
          <a
            href={privacyHref}
            className="text-amber-800 underline underline-offset-4 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            {t('privacy')}
          </a>
        }
        error={errors.consent?.message}
      />
      <HoneypotField label={t('honeypot')} {...register('honeypot')} />
      {formError && (
        <p
          role="alert"
          data-slot="request-form-error"
          className="rounded-md bg-oxblood-100 px-4 py-3 text-sm font-medium text-oxblood-700 sm:col-span-2"
        >
          {formError}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={state === 'sending'}>
          {t(kind === 'quote' ? 'sendQuote' : 'sendContact')}
        </Button>
      </div>
    </form>
  );
}
