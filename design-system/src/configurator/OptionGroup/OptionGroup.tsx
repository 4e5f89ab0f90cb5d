import { useId } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { cn } from '../../lib/cn';
import { formatPriceDelta } from '../formatPriceDelta';
import { useConfiguratorStrings } from '../strings';
import { StatusIcon } from '../../icons';

export interface ConfiguratorOption {
  value: string;
  label: string;
  /** A short line under the label, e.g. 'Hand-rubbed nitro lacquer'. */
  description?: string;
  /** A CSS colour (or gradient) for the chip, e.g. '#b5651d'. */
  swatch?: string;
  /** Surcharge (or reduction) against the base instrument in EUR; 0 or none shows 'included'. */
  priceDelta?: number;
  /** A price shown instead of the delta, e.g. a model's base price ('2.490 €'). */
  price?: string;
  disabled?: boolean;
  /** Why a disabled option cannot be chosen, e.g. 'Needs an ash body'; shown instead of 'unavailable'. */
  unavailableReason?: string;
}

export interface OptionGroupProps {
  /** The group's visible name, e.g. 'Finish' / 'Lackierung'. */
  label: string;
  /** A hint under the name. */
  description?: string;
  options: ConfiguratorOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Form field name, when the group posts with a form. */
  name?: string;
  /** 'swatch' shows colour chips in a grid of tiles; 'list' stacks the choices. */
  layout?: 'swatch' | 'list';
  /** The root element's id, e.g. for an in-page link to this step. */
  id?: string;
  className?: string;
}

/** One configurator step: choices as a radio group with colour chips and price deltas. */
export function OptionGroup({
  label,
  description,
  options,
  value,
  defaultValue,
  onChange,
  name,
  layout = 'list',
  id,
  className,
}: OptionGroupProps) {
  const t = useConfiguratorStrings();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div id={id} data-slot="option-group" className={cn('flex flex-col gap-3', className)}>
      <div>
        <p id={labelId} className="font-display text-lg font-semibold text-walnut-900">
          {label}
        </p>
        {description && (
          <p id={descriptionId} className="text-sm text-walnut-600">
            {description}
          </p>
        )}
      </div>
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange}
        name={name}
        loop
        className={cn(layout === 'swatch' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'flex flex-col gap-2')}
      >
        {options.map((option, index) => {
          const delta = formatPriceDelta(option.priceDelta ?? 0);
          const reasonId = `${labelId}-reason-${index}`;
          return (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={option.disabled ? reasonId : undefined}
              data-slot="option"
              className={cn(
                'group flex cursor-pointer items-center gap-3 rounded-md border border-maple-300 bg-white p-3 text-left text-walnut-900',
                'hover:border-walnut-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                'data-[state=checked]:border-walnut-900 data-[state=checked]:shadow-[inset_0_0_0_1px_var(--color-walnut-900)]',
                'disabled:cursor-not-allowed disabled:opacity-60',
                layout === 'swatch' && 'flex-col items-start',
              )}
            >
              <span className={cn('flex items-center gap-3', layout === 'swatch' && 'w-full')}>
                {option.swatch ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'shrink-0 rounded-full border border-walnut-900/25 ring-offset-2 group-data-[state=checked]:ring-2 group-data-[state=checked]:ring-walnut-900',
                      layout === 'swatch' ? 'size-10' : 'size-7',
                    )}
                    style={{ background: option.swatch }}
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-walnut-700 group-data-[state=checked]:border-walnut-900"
                  >
                    <RadioGroup.Indicator className="size-2.5 rounded-full bg-walnut-900" />
                  </span>
                )}
                {layout === 'swatch' && (
                  <StatusIcon
                    kind="success"
                    className="ml-auto size-5 text-walnut-900 opacity-0 group-data-[state=checked]:opacity-100"
                  />
                )}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5 self-stretch">
                <span
                  className={cn(
                    'flex',
                    layout === 'swatch' ? 'flex-col items-start' : 'flex-wrap items-baseline justify-between gap-x-3',
                  )}
                >
                  <span className="font-medium">{option.label}</span>
                  <span
                    className={cn('text-sm tabular-nums', delta || option.price ? 'text-walnut-800' : 'text-moss-700')}
                    data-slot="option-delta"
                  >
                    {option.price ?? delta ?? t('included')}
                  </span>
                  {option.disabled && (
                    // Hidden from the radio's name and read as its description instead, so a
                    // screen reader says the option, then why it cannot be chosen.
                    <span id={reasonId} aria-hidden="true" className="w-full text-sm italic" data-slot="option-reason">
                      {option.unavailableReason ?? t('unavailable')}
                    </span>
                  )}
                </span>
                {option.description && <span className="text-sm text-walnut-600">{option.description}</span>}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
