import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useCommerceStrings } from '../strings';
import { shopErrorKeys, type ShopError } from './shopErrors';
import { StatusIcon } from '../../icons';

export type AlertKind = 'error' | 'warning' | 'success' | 'info';

export const alertVariants = cva('flex gap-3 rounded-md border p-4 text-walnut-900', {
  variants: {
    kind: {
      error: 'border-oxblood-600/40 bg-oxblood-100',
      warning: 'border-amber-700/40 bg-amber-100',
      success: 'border-moss-700/40 bg-moss-100',
      info: 'border-slate-600/40 bg-slate-100',
    },
  },
  defaultVariants: { kind: 'error' },
});

export const alertAccent = {
  error: 'text-oxblood-700',
  warning: 'text-amber-800',
  success: 'text-moss-700',
  info: 'text-slate-600',
} as const;

export interface AlertProps {
  kind?: AlertKind;
  /** A shop error of spec section 8; fills title and message with the library's en/de texts. */
  error?: ShopError;
  title?: ReactNode;
  /** The message; replaces the shop error's text when both are given. */
  children?: ReactNode;
  /** Optional action, e.g. a 'Back to cart' link. */
  action?: ReactNode;
  className?: string;
}

/**
 * The kind, heading and text of a shop message (Alert, Toast): given ones win; otherwise the
 * error picks them, and the kind without either is 'info'.
 */
export function useShopMessage({
  kind,
  error,
  title,
  children,
}: Pick<AlertProps, 'kind' | 'error' | 'title' | 'children'>) {
  const t = useCommerceStrings();
  const tone: AlertKind = kind ?? (error ? 'error' : 'info');
  const keys = error ? shopErrorKeys(error) : undefined;
  const heading = title ?? (keys?.title ? t(keys.title) : undefined);
  const message = children ?? (keys ? t(keys.message) : undefined);
  return { tone, heading, message };
}

/**
 * An inline message under a form or in the cart. Errors and warnings are announced at once
 * (role="alert"); success and info politely (role="status").
 */
export function Alert({ kind, error, title, children, action, className }: AlertProps) {
  const { tone, heading, message } = useShopMessage({ kind, error, title, children });
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-slot="alert"
      data-kind={tone}
      className={cn(alertVariants({ kind: tone }), className)}
    >
      <AlertIcon kind={tone} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {heading && <p className={cn('font-semibold', alertAccent[tone])}>{heading}</p>}
        {message && <div className="text-sm leading-relaxed">{message}</div>}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}

/** The kind's mark in the kind's colour (alerts and toasts). */
export function AlertIcon({ kind }: { kind: AlertKind }) {
  return <StatusIcon kind={kind} className={cn('mt-0.5 size-5 shrink-0', alertAccent[kind])} />;
}
