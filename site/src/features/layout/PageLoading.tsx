import { useTranslation } from 'react-i18next';

/** What a client-only page shows until its data is read from the commerce service. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-6 w-2/3 animate-pulse rounded bg-maple-200" />
      <div className="h-6 w-1/2 animate-pulse rounded bg-maple-200" />
      <div className="h-24 w-full animate-pulse rounded bg-maple-200" />
    </div>
  );
}
