import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export interface HoneypotFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** A label that reads like a real field to bots, for example "Website". */
  label: string;
}

/**
 * A spam trap: an ordinary-looking text field that people never see, screen readers never
 * announce and the keyboard never reaches, but that form-filling bots find and fill in.
 */
export const HoneypotField = forwardRef<HTMLInputElement, HoneypotFieldProps>(function HoneypotField(
  { label, id, name = 'website', ...props },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `honeypot-${generated}`;
  return (
    <div
      aria-hidden="true"
      data-slot="honeypot"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={controlId}>{label}</label>
      <input ref={ref} id={controlId} name={name} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
});
