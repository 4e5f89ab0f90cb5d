// The empty cart with the way back to the categories: drawn by the cart page right after it
// hydrates, from a small chunk of its own, when this browser holds no cart (CartView.tsx), and by
// the cart's contents when the last line goes.
import { EmptyCart } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../i18n';

export function EmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyCart
      linkComponent={SiteLink}
      links={['guitars', 'basses', 'ready-to-ship'].map((handle) => ({
        href: `/${handle}`,
        label: t(`category_${handle}`),
      }))}
    />
  );
}
