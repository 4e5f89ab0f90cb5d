// The page frame: skip link, header from main-menu, main, footer from meta-navigation, and the
// react-aria locale the design system formats with.
import { I18nProvider } from '@tonewood/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { SiteChrome } from './useSiteChrome';
import { BCP47, type Language } from '../../features/i18n/language';

export interface PageContextBase {
  language: Language;
  route: string;
  alternates: Language[];
  chrome: SiteChrome;
}

export function Layout({ context, children, simplified }: { context: PageContextBase; children: ReactNode; simplified?: boolean }) {
  const { t } = useTranslation();
  const { chrome } = context;
  return (
    <I18nProvider locale={BCP47[context.language]}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skip_to_content')}
      </a>
      <SiteHeader
        menu={chrome.menu}
        language={context.language}
        route={context.route}
        alternates={context.alternates}
        simplified={simplified}
      />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      {!simplified && <SiteFooter footer={chrome.footer} setting={chrome.setting} />}
    </I18nProvider>
  );
}
