// A checkout or order-confirmation address without its id (/checkout or /order/confirmation, typed
// or cut short). The server's shell is the same for every id, so it shows the placeholder; in the
// browser, a checkout without a cart goes on to the shopper's cart (whose button opens their
// checkout), and a confirmation without an order says it found none (as for an unknown order).
import { Alert } from '@tonewood/design-system';
import { navigate } from 'gatsby';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../i18n';
import { useHydrated } from '../resilience';

export function MissingId({
  shell,
  language,
  loading,
}: {
  shell: 'checkout' | 'order-confirmation';
  language: Language;
  loading: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (shell === 'checkout') void navigate(localizePath(language, '/cart'), { replace: true });
  }, [shell, language]);
  if (!hydrated || shell === 'checkout') return loading;
  return (
    <Alert kind="info" title={t('order_missing_title')}>
      {t('order_missing')}
    </Alert>
  );
}
