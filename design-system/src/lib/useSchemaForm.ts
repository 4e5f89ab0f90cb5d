import type { FormHTMLAttributes } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMessageSchema } from './useMessageSchema';

interface SchemaFormOptions<Values, Output> {
  defaultValues: DefaultValues<Values>;
  /** Called with the schema's output, only when every rule passes. */
  onSubmit: SubmitHandler<Output>;
  /** Another input of `create` besides the messages (see useMessageSchema). */
  variant?: string | number | boolean;
}

interface SchemaForm<Values extends FieldValues, Output> extends UseFormReturn<Values, unknown, Output> {
  formProps: Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'onSubmit'>;
  /**
   * Puts the server's refusals (field → message in the page's language) on the fields a person
   * fills in, focusing the first; the rest cannot be fixed in the form. True when there was a
   * refusal and every refused field is one of `visible`.
   */
  showServerErrors: (fieldErrors: Record<string, string>, visible: readonly Path<Values>[]) => boolean;
}

/**
 * The forms' one wiring of react-hook-form: the zod schema built from the form's translated
 * messages decides, and the browser's own validation stays off (`noValidate`), so the schema's
 * messages are the only ones a shopper sees. Spread `formProps` on the <form>.
 */
export function useSchemaForm<Values extends FieldValues, M extends { [K in keyof M]: string }, Output = Values>(
  create: (messages: M) => z.ZodType<Output, Values>,
  messages: M,
  { defaultValues, onSubmit, variant }: SchemaFormOptions<Values, Output>,
): SchemaForm<Values, Output> {
  const schema = useMessageSchema(create, messages, variant);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const showServerErrors = (fieldErrors: Record<string, string>, visible: readonly Path<Values>[]) => {
    const isVisible = (field: string): field is Path<Values> => (visible as readonly string[]).includes(field);
    const refused = Object.entries(fieldErrors);
    refused
      .filter(([field]) => isVisible(field))
      .forEach(([field, message], index) =>
        form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    return refused.length > 0 && refused.every(([field]) => isVisible(field));
  };
  return { ...form, formProps: { noValidate: true, onSubmit: form.handleSubmit(onSubmit) }, showServerErrors };
}
