import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Field, controlClasses, type FieldSlots } from '../Field/Field';

export interface TextFieldProps extends FieldSlots, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  fieldClassName?: string;
}

/** A labelled text input; pass react-hook-form's `register()` result straight in. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, optional, id, className, fieldClassName, type = 'text', ...props },
  ref,
) {
  return (
    <Field id={id} label={label} description={description} error={error} optional={optional} className={fieldClassName}>
      {({ controlId, describedBy, invalid }) => (
        <input
          ref={ref}
          id={controlId}
          type={type}
          data-slot="text-field"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClasses, 'h-11', className)}
          {...props}
        />
      )}
    </Field>
  );
});

export interface TextAreaFieldProps extends FieldSlots, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  fieldClassName?: string;
}

/** A labelled multi-line input for annotations and messages. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, description, error, optional, id, className, fieldClassName, rows = 4, ...props },
  ref,
) {
  return (
    <Field id={id} label={label} description={description} error={error} optional={optional} className={fieldClassName}>
      {({ controlId, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={controlId}
          rows={rows}
          data-slot="text-area-field"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClasses, 'py-2.5', className)}
          {...props}
        />
      )}
    </Field>
  );
});
