import { cn } from '../../lib/cn';
import { useCheckoutStrings } from '../strings';

export interface ProcessingPaymentProps {
  /** Replaces 'Processing your payment…'. */
  message?: string;
  /** Replaces the hint not to close the page. */
  hint?: string;
  className?: string;
}

/** The busy state between placing the order and the success page; screen readers hear it once. */
export function ProcessingPayment({ message, hint, className }: ProcessingPaymentProps) {
  const t = useCheckoutStrings();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-slot="processing-payment"
      className={cn('flex flex-col items-center gap-4 px-6 py-16 text-center', className)}
    >
      <svg
        className="size-12 animate-spin text-amber-700 motion-reduce:animate-none"
        viewBox="0 0 48 48"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="24" cy="24" r="20" stroke="currentColor" strokeOpacity="0.2" strokeWidth="4" />
        <path d="M44 24A20 20 0 0 0 24 4" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="font-display text-2xl font-semibold text-walnut-900">{message ?? t('processing')}</p>
      <p className="max-w-sm text-walnut-600">{hint ?? t('processingHint')}</p>
    </div>
  );
}
