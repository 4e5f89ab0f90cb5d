import { Toast, ToastProvider } from '../../commerce/Toast';
import type { MessageOverrides } from '../../i18n/useDsStrings';
import { useEngagementStrings, type EngagementStringKey } from '../strings';

export interface NewVersionToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the page (the site decides how). */
  onReload: () => void;
  messages?: MessageOverrides<EngagementStringKey>;
}

/**
 * Tells the shopper that a newer build of the shop is online and offers to reload. It stays
 * until the shopper reloads or dismisses it; the site loads the new build with the next page anyway.
 */
export function NewVersionToast({ open, onOpenChange, onReload, messages }: NewVersionToastProps) {
  const t = useEngagementStrings(messages);
  return (
    <ToastProvider duration={Infinity}>
      <Toast
        open={open}
        onOpenChange={onOpenChange}
        kind="info"
        title={t('newVersionTitle')}
        action={{ label: t('reload'), altText: t('newVersionText'), onClick: onReload }}
      >
        {t('newVersionText')}
      </Toast>
    </ToastProvider>
  );
}
