import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useCommerceStrings } from '../strings';
import { clampQuantity, MIN_QUANTITY } from './clampQuantity';
import { MinusIcon, PlusIcon } from '../../icons';

const stepperVariants = cva(
  'inline-flex items-stretch overflow-hidden rounded-md border border-walnut-500 bg-white text-walnut-900',
  {
    variants: { size: { sm: 'h-9', md: 'h-11' } },
    defaultVariants: { size: 'md' },
  },
);

const stepButton = [
  'inline-flex aspect-square h-full cursor-pointer items-center justify-center text-walnut-900 hover:bg-maple-200',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700',
  'disabled:cursor-not-allowed disabled:text-walnut-500 disabled:hover:bg-transparent',
].join(' ');

export interface QuantityStepperProps {
  /** The current quantity (controlled). */
  value: number;
  /** Called with the new, already clamped quantity. */
  onChange: (quantity: number) => void;
  /** Upper bound, e.g. the stock left; no bound when omitted. */
  max?: number;
  /** Accessible name of the number field; defaults to 'Quantity' / 'Menge'. */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A cart quantity: minus, a number field and plus. Never below 1, never above `max`; typed
 * values are clamped when the field is left or Enter is pressed; ArrowUp/ArrowDown step too.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  label,
  disabled = false,
  size,
  name,
  id,
  className,
}: QuantityStepperProps) {
  const t = useCommerceStrings();
  const current = clampQuantity(value, MIN_QUANTITY, max);
  // What the shopper is typing; null when the field shows the current quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxId = useId();

  const commit = (next: number | string) => {
    const clamped = clampQuantity(next, current, max);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };

  const atMin = current <= MIN_QUANTITY;
  const atMax = max !== undefined && current >= max;

  const step = (delta: number) => {
    const next = clampQuantity(current + delta, current, max);
    commit(next);
    // The button that was pressed becomes disabled at a bound; keep focus in the control.
    if ((delta < 0 && next <= MIN_QUANTITY) || (delta > 0 && max !== undefined && next >= max)) input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(draft ?? current);
    else if (event.key === 'ArrowUp') commit(current + 1);
    else if (event.key === 'ArrowDown') commit(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      data-slot="quantity-stepper"
      className={cn(stepperVariants({ size }), disabled && 'opacity-60', className)}
      role="group"
      aria-label={label ?? t('quantity')}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('decreaseQuantity')}
        disabled={disabled || atMin}
        onClick={() => step(-1)}
        data-slot="quantity-decrement"
      >
        <MinusIcon />
      </button>
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label ?? t('quantity')}
        aria-describedby={max !== undefined ? maxId : undefined}
        value={draft ?? String(current)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft !== null && commit(draft)}
        onKeyDown={onKeyDown}
        className={cn(
          'w-12 border-x border-maple-300 bg-transparent text-center font-medium tabular-nums',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700',
          'disabled:cursor-not-allowed',
        )}
        data-slot="quantity-input"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={t('increaseQuantity')}
        disabled={disabled || atMax}
        onClick={() => step(1)}
        data-slot="quantity-increment"
      >
        <PlusIcon />
      </button>
      {max !== undefined && (
        <span id={maxId} className="sr-only">
          {t('maxQuantity', { max })}
        </span>
      )}
    </div>
  );
}
