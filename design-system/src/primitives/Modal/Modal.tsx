import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { DialogCloseButton, DialogShell, useTriggerFocusReturn } from '../Drawer/Drawer';

const modalContent = cva(
  [
    'fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-lg bg-maple-50 text-walnut-900 shadow-lg focus:outline-none',
    'data-[state=open]:animate-fade-in motion-reduce:animate-none',
  ],
  {
    variants: { size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A centred dialog: traps focus, closes on Escape, the overlay or the close button. */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  children,
  size,
  className,
}: ModalProps) {
  const focusReturn = useTriggerFocusReturn();
  return (
    <DialogShell
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      triggerRef={focusReturn.triggerRef}
    >
      <Dialog.Content
        data-slot="modal"
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        className={cn(modalContent({ size }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <header className="flex items-start justify-between gap-4 px-6 pt-5">
          <Dialog.Title className="font-display text-xl font-semibold leading-tight">{title}</Dialog.Title>
          <DialogCloseButton slot="modal-close" className="-mt-1" />
        </header>
        {description && (
          <Dialog.Description className="px-6 pt-1 text-sm text-walnut-600">{description}</Dialog.Description>
        )}
        <div className="overflow-y-auto px-6 py-4">{children}</div>
        {footer && <footer className="flex justify-end gap-3 border-t border-maple-300 px-6 py-4">{footer}</footer>}
      </Dialog.Content>
    </DialogShell>
  );
}
