import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { Button } from '../../primitives/Button';
import { cn } from '../../lib/cn';
import { useCheckoutStrings, type CheckoutStringKey } from '../strings';
import { CheckIcon } from '../../icons';

/** The checkout's steps in order (spec section 4); placing the order follows the review. */
export const checkoutSteps = ['contact', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

const stepLabelKeys: Record<CheckoutStep, CheckoutStringKey> = {
  contact: 'stepContact',
  shipping: 'stepShipping',
  payment: 'stepPayment',
  review: 'stepReview',
};

const marker = cva(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
  {
    variants: {
      status: {
        done: 'border-moss-700 bg-moss-700 text-white',
        current: 'border-amber-700 bg-amber-700 text-white',
        upcoming: 'border-walnut-500 bg-white text-walnut-700',
      },
    },
  },
);

export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** The current step's content (ContactStep, ShippingAddressForm, ...). */
  children?: ReactNode;
  /** Goes one step back; the button is not shown on the first step. */
  onBack?: () => void;
  /**
   * The id of the step's form: continue then submits it, so the form's validation decides
   * whether the checkout moves on. Without it, continue calls `onContinue`.
   */
  formId?: string;
  onContinue?: () => void;
  /** Defaults to 'Continue', and to 'Place order' on the review step. */
  continueLabel?: string;
  /** Shows the continue button busy while the site works. */
  busy?: boolean;
  className?: string;
}

/** The ordered step indicator (the current step has aria-current="step") with back and continue. */
export function CheckoutSteps({
  current,
  children,
  onBack,
  formId,
  onContinue,
  continueLabel,
  busy = false,
  className,
}: CheckoutStepsProps) {
  const t = useCheckoutStrings();
  const currentIndex = checkoutSteps.indexOf(current);
  return (
    <div data-slot="checkout-steps" data-step={current} className={cn('flex flex-col gap-8', className)}>
      <nav aria-label={t('progress')}>
        <p className="sr-only">{t('stepOf', { index: currentIndex + 1, total: checkoutSteps.length })}</p>
        <ol className="grid grid-cols-4 gap-2">
          {checkoutSteps.map((step, index) => {
            const status = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
            return (
              <li
                key={step}
                aria-current={status === 'current' ? 'step' : undefined}
                data-status={status}
                className="relative flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
              >
                <span className={marker({ status })} aria-hidden="true">
                  {status === 'done' ? <CheckIcon /> : index + 1}
                </span>
                <span
                  data-slot="checkout-step-label"
                  className={cn(
                    'text-xs sm:text-sm',
                    status === 'current' ? 'font-semibold text-walnut-900' : 'text-walnut-700',
                  )}
                >
                  {t(stepLabelKeys[step])}
                </span>
                {status === 'done' && <span className="sr-only"> ({t('completed')})</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      {children && <div data-slot="checkout-step-content">{children}</div>}
      <div className="flex flex-col-reverse gap-3 border-t border-maple-300 pt-6 sm:flex-row sm:justify-between">
        {currentIndex > 0 && onBack ? (
          <Button variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
        ) : (
          <span aria-hidden="true" className="hidden sm:block" />
        )}
        <Button
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={formId ? undefined : onContinue}
          loading={busy}
          data-slot="checkout-continue"
        >
          {continueLabel ?? t(current === 'review' ? 'placeOrder' : 'continue')}
        </Button>
      </div>
    </div>
  );
}
