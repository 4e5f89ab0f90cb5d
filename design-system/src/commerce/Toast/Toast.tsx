import type { ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { alertAccent, alertVariants, AlertIcon, useShopMessage, type AlertKind } from '../Alert/Alert';
import type { ShopError } from '../Alert/shopErrors';
import { useCommerceStrings } from '../strings';
import { DismissIcon } from '../../icons';

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast stays, in ms (paused while hovered or focused). */
  duration?: number;
  /** Viewport label for screen readers; '{hotkey}' is replaced by the shortcut (F8). */
  label?: string;
  className?: string;
}

/** Wrap the shop once: holds the toasts and the corner they appear in (F8 jumps there). */
export function ToastProvider({ children, duration = 6000, label, className }: ToastProviderProps) {
  const t = useCommerceStrings();
  return (
    <RadixToast.Provider duration={duration} label={t('notification')} swipeDirection="right">
      {children}
      <RadixToast.Viewport
        label={label ?? t('notifications')}
        className={cn(
          'fixed bottom-0 right-0 z-[60] m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 outline-none sm:p-6',
          className,
        )}
        data-slot="toast-viewport"
      />
    </RadixToast.Provider>
  );
}

export interface ToastProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  kind?: AlertKind;
  /** A shop error of spec section 8; fills title and message with the library's en/de texts. */
  error?: ShopError;
  title?: ReactNode;
  /** The message; replaces the shop error's text when both are given. */
  children?: ReactNode;
  /** Overrides the provider's duration for this toast. */
  duration?: number;
  /** A button beside the message (e.g. 'Reload'); `altText` tells screen readers how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
  className?: string;
}

/**
 * A short-lived message in the provider's corner, e.g. 'Error Adding Item'. Errors interrupt
 * screen readers (foreground); others wait (background). Escape or the close button dismisses it.
 */
export function Toast({ open, onOpenChange, kind, error, title, children, duration, action, className }: ToastProps) {
  const t = useCommerceStrings();
  const { tone, heading, message } = useShopMessage({ kind, error, title, children });
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={tone === 'error' || tone === 'warning' ? 'foreground' : 'background'}
      data-slot="toast"
      data-kind={tone}
      className={cn(
        alertVariants({ kind: tone }),
        'items-start bg-white shadow-lg data-[state=open]:animate-fade-in motion-reduce:animate-none',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        tone === 'error' && 'border-l-4 border-l-oxblood-600',
        tone === 'warning' && 'border-l-4 border-l-amber-700',
        tone === 'success' && 'border-l-4 border-l-moss-700',
        tone === 'info' && 'border-l-4 border-l-slate-600',
        className,
      )}
    >
      <AlertIcon kind={tone} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {heading ? (
          <RadixToast.Title className={cn('font-semibold', alertAccent[tone])}>{heading}</RadixToast.Title>
        ) : null}
        {message ? (
          <RadixToast.Description className="text-sm leading-relaxed">{message}</RadixToast.Description>
        ) : null}
        {action ? (
          <RadixToast.Action altText={action.altText} asChild>
            <Button size="sm" className="mt-2 self-start" onClick={action.onClick} data-slot="toast-action">
              {action.label}
            </Button>
          </RadixToast.Action>
        ) : null}
      </div>
      <RadixToast.Close
        aria-label={t('dismiss')}
        className="-m-1.5 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-walnut-800 hover:bg-maple-200 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <DismissIcon />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
