import { useRef, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';
import { CloseIcon } from '../../icons';

const drawerContent = cva(
  [
    'fixed inset-y-0 z-50 flex w-full max-w-md flex-col bg-maple-50 text-walnut-900 shadow-lg',
    'focus:outline-none motion-reduce:animate-none',
  ],
  {
    variants: {
      side: {
        right: 'right-0 data-[state=open]:animate-drawer-in-right',
        left: 'left-0 data-[state=open]:animate-drawer-in-left',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the drawer; focus returns to it on close. */
  trigger?: ReactNode;
  side?: 'left' | 'right';
  title: ReactNode;
  /** Keeps the title for screen readers only, when the content carries its own heading. */
  hideTitle?: boolean;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Called when focus is about to return after closing. Without a `trigger`, focus goes nowhere:
   * call `event.preventDefault()` and focus the element that opened the drawer.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A panel that slides in from the side, traps focus, closes on Escape and on the close button. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side = 'right',
  title,
  hideTitle = false,
  description,
  footer,
  children,
  className,
  onCloseAutoFocus,
}: DrawerProps) {
  const focusReturn = useTriggerFocusReturn(onCloseAutoFocus);
  return (
    <DialogShell
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      triggerRef={focusReturn.triggerRef}
    >
      <Dialog.Content
        data-slot="drawer"
        data-side={side}
        className={cn(drawerContent({ side }), className)}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <header className="flex items-start justify-between gap-4 border-b border-maple-300 px-6 py-4">
          <Dialog.Title className={cn('font-display text-2xl font-semibold leading-tight', hideTitle && 'sr-only')}>
            {title}
          </Dialog.Title>
          <DialogCloseButton slot="drawer-close" className="ml-auto" />
        </header>
        {description && (
          <Dialog.Description className="px-6 pt-4 text-sm text-walnut-600">{description}</Dialog.Description>
        )}
        <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
        {footer && <footer className="border-t border-maple-300 px-6 py-4">{footer}</footer>}
      </Dialog.Content>
    </DialogShell>
  );
}

export interface DialogShellProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  /** Receives the trigger's element (useTriggerFocusReturn). */
  triggerRef?: RefObject<HTMLButtonElement>;
  children: ReactNode;
}

/** Radix Dialog root, optional trigger, portal and dimmed overlay: the frame Drawer and Modal share. */
export function DialogShell({ open, defaultOpen, onOpenChange, trigger, triggerRef, children }: DialogShellProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && (
        <Dialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-walnut-950/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        {children}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Focus back on the trigger after closing, also when the trigger is disabled at that moment.
 * Radix focuses the trigger on close; a disabled one (the newsletter button stays disabled for
 * 200 ms after each click, so an Escape right after opening closes within that time) cannot take
 * focus, and it fell to the page's body. Then this focuses the trigger as soon as it is enabled
 * again, unless the person has moved focus elsewhere in the meantime.
 */
export function useTriggerFocusReturn(onCloseAutoFocus?: (event: Event) => void) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const handle = (event: Event) => {
    onCloseAutoFocus?.(event);
    const trigger = triggerRef.current;
    if (event.defaultPrevented || !trigger?.matches(':disabled')) return;
    event.preventDefault();
    const doc = trigger.ownerDocument;
    const observer = new MutationObserver(() => {
      if (trigger.matches(':disabled')) return;
      observer.disconnect();
      if (!doc.activeElement || doc.activeElement === doc.body) trigger.focus();
    });
    observer.observe(trigger, { attributes: true, attributeFilter: ['disabled'] });
    setTimeout(() => observer.disconnect(), 5000);
  };
  return { triggerRef, onCloseAutoFocus: handle };
}

/** The round, labelled close button shared by Drawer and Modal. */
export function DialogCloseButton({ slot, className }: { slot: string; className?: string }) {
  const t = useDsStrings();
  return (
    <Dialog.Close
      className={cn(
        '-mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-walnut-900',
        'hover:bg-maple-200 focus-visible:outline-2 focus-visible:outline-amber-700',
        className,
      )}
      aria-label={t('close')}
      data-slot={slot}
    >
      <CloseIcon />
    </Dialog.Close>
  );
}
