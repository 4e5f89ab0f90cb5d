import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, renderField, type FieldControlProps } from '../Field/Field';

export interface TextFieldProps extends FieldControlProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {}

/** A labelled text input; pass react-hook-form's `register()` result straight in. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  return renderField(props, ({ className, type = 'text', ...control }) => (
    <input
      ref={ref}
      type={type}
      data-slot="text-field"
      className={cn(controlClasses, 'h-11', className)}
      {...control}
    />
  ));
});

/** A labelled email address input (type email, the browser's email autofill); `autoComplete` may narrow it. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" {...props} />;
});

export interface TextAreaFieldProps
  extends FieldControlProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/** A labelled multi-line input for annotations and messages. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(props, ref) {
  return renderField(props, ({ className, rows = 4, ...control }) => (
    <textarea
      ref={ref}
      rows={rows}
      data-slot="text-area-field"
      className={cn(controlClasses, 'py-2.5', className)}
      {...control}
    />
  ));
});
