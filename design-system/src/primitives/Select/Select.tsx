import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, renderField, type FieldControlProps } from '../Field/Field';
import { ChevronIcon } from '../../icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldControlProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: SelectOption[];
  /** A first, empty choice such as "Choose a country". */
  placeholder?: string;
}

/**
 * A labelled select built on the native element: phones get their own picker, autofill works,
 * and react-hook-form's `register()` plugs straight in.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, ...props },
  ref,
) {
  return renderField(props, ({ className, ...control }) => (
    <div className="relative">
      <select
        ref={ref}
        data-slot="select"
        className={cn(controlClasses, 'h-11 cursor-pointer appearance-none pr-10', className)}
        {...control}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronIcon
        direction="down"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-walnut-700"
      />
    </div>
  ));
});
