import { useId, type ReactNode } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { cn } from '../../lib/cn';

interface Choice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the row, e.g. the price. */
  aside?: ReactNode;
  /** Extra fields shown under the row while it is chosen (the name on the card). */
  details?: ReactNode;
}

interface ChoiceListProps {
  legend: ReactNode;
  /** Keeps the legend for screen readers only, when a heading above already says it. */
  hideLegend?: boolean;
  choices: Choice[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  error?: string;
  name?: string;
  onBlur?: () => void;
  className?: string;
}

/**
 * A Radix radio group styled as bordered rows: arrow keys move between the rows, the whole row is
 * clickable, and the error is announced and linked to the group.
 */
export function ChoiceList({
  legend,
  hideLegend = false,
  choices,
  value,
  onValueChange,
  error,
  name,
  onBlur,
  className,
}: ChoiceListProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="choice-list" className={cn('flex flex-col gap-3', className)}>
      {hideLegend ? (
        <span id={legendId} className="sr-only">
          {legend}
        </span>
      ) : (
        <h3 id={legendId} className="font-display text-lg font-semibold">
          {legend}
        </h3>
      )}
      <RadioGroup.Root
        name={name}
        value={value ?? ''}
        onValueChange={onValueChange}
        onBlur={onBlur}
        aria-labelledby={legendId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex flex-col gap-2"
      >
        {choices.map((choice) => {
          const itemId = `${id}-${choice.value}`;
          const checked = value === choice.value;
          return (
            <div
              key={choice.value}
              data-slot="choice"
              data-checked={checked || undefined}
              className={cn(
                'rounded-md border bg-white',
                checked ? 'border-amber-700 ring-1 ring-amber-700' : 'border-walnut-500',
                error && 'border-oxblood-600',
              )}
            >
              <div className="flex items-start gap-3 p-4">
                <RadioGroup.Item
                  id={itemId}
                  value={choice.value}
                  aria-describedby={choice.description ? `${itemId}-description` : undefined}
                  className={cn(
                    'mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-walnut-700 bg-white',
                    'data-[state=checked]:border-amber-700',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                  )}
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-amber-700" />
                </RadioGroup.Item>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <label htmlFor={itemId} className="cursor-pointer font-medium text-walnut-900">
                    {choice.label}
                  </label>
                  {choice.description && (
                    <p id={`${itemId}-description`} className="text-sm text-walnut-600">
                      {choice.description}
                    </p>
                  )}
                </div>
                {choice.aside && <div className="shrink-0 font-medium text-walnut-900">{choice.aside}</div>}
              </div>
              {checked && choice.details && <div className="border-t border-maple-300 p-4">{choice.details}</div>}
            </div>
          );
        })}
      </RadioGroup.Root>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-oxblood-600">
          {error}
        </p>
      )}
    </div>
  );
}
