import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';

export type Availability = 'available' | 'built-to-order' | 'out-of-stock';

export const availabilityBadgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium leading-5',
  {
    variants: {
      status: {
        available: 'bg-moss-100 text-moss-700',
        'built-to-order': 'bg-amber-100 text-amber-800',
        'out-of-stock': 'bg-slate-100 text-slate-600',
      },
      size: { sm: 'text-xs', md: 'text-sm' },
    },
    defaultVariants: { status: 'available', size: 'md' },
  },
);

const labels = { available: 'available', 'built-to-order': 'builtToOrder', 'out-of-stock': 'outOfStock' } as const;
const dots = { available: 'bg-moss-700', 'built-to-order': 'bg-amber-700', 'out-of-stock': 'bg-slate-600' } as const;

export interface AvailabilityBadgeProps {
  status: Availability;
  size?: 'sm' | 'md';
  className?: string;
}

/** Shows whether an instrument is available, built to order or out of stock. */
export function AvailabilityBadge({ status, size, className }: AvailabilityBadgeProps) {
  const t = useDsStrings();
  return (
    <span
      data-slot="availability-badge"
      data-status={status}
      className={cn(availabilityBadgeVariants({ status, size }), className)}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dots[status])} />
      {t(labels[status])}
    </span>
  );
}
