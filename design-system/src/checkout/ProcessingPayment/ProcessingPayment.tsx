import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/Spinner/Spinner';
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
      <Spinner size="lg" className="text-amber-700" />
      <p className="font-display text-2xl font-semibold text-walnut-900">{message ?? t('processing')}</p>
      <p className="max-w-sm text-walnut-600">{hint ?? t('processingHint')}</p>
    </div>
  );
}
