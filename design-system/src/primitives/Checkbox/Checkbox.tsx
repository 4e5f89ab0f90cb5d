import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { cn } from '../../lib/cn';
import { renderField, type FieldControlProps } from '../Field/Field';
import { CheckIcon } from '../../icons';

export interface CheckboxProps
  extends FieldControlProps, Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children'> {}

/** A labelled checkbox (Radix): Space toggles it; with react-hook-form use a Controller. */
export const Checkbox = forwardRef<ElementRef<typeof RadixCheckbox.Root>, CheckboxProps>(function Checkbox(props, ref) {
  return renderField(
    props,
    ({ className, ...control }) => (
      <RadixCheckbox.Root
        ref={ref}
        data-slot="checkbox"
        className={cn(
          'mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-walnut-700 bg-white',
          'data-[state=checked]:border-amber-700 data-[state=checked]:bg-amber-700 data-[state=checked]:text-white',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          'aria-invalid:border-oxblood-600 disabled:opacity-60',
          className,
        )}
        {...control}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon className="size-3.5" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    ),
    true,
  );
});
