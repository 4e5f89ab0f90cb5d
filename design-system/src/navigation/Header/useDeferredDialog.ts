import { useCallback, useRef, useState } from 'react';

/**
 * Open state for a drawer whose code loads on demand: controlled or not, mounted from the first
 * opening on, with a trigger that names its popup and takes focus back when the drawer closes.
 */
export function useDeferredDialog(
  load: () => Promise<unknown>,
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const [used, setUsed] = useState(isOpen);
  if (isOpen && !used) setUsed(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      setInnerOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const preload = useCallback(() => void load().catch(() => {}), [load]);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);
  return {
    isOpen,
    setOpen,
    mounted: used,
    returnFocus,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': isOpen,
      'data-state': isOpen ? 'open' : 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
    },
  };
}
