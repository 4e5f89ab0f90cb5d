// Site-local footer composed from design-system primitives until the library's navigation/Footer
// lands: slogan, social links (three networks), the newsletter button, and the link columns from
// the meta-navigation content.
import { NewsletterButton } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './LocalizedLink';
import type { SiteChrome } from './useSiteChrome';

export function SiteFooter({ footer, setting }: Pick<SiteChrome, 'footer' | 'setting'>) {
  const { t } = useTranslation();
  return (
    <footer className="mt-24 bg-walnut-900 text-maple-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-5">
          <p className="font-display text-2xl text-maple-50">{setting.slogan}</p>
          <NewsletterButton variant="footerWhite" size="medium">
            {t('subscribe')}
          </NewsletterButton>
          <div>
            <p className="text-sm text-maple-200">{t('follow_us')}</p>
            <ul className="mt-2 flex gap-4">
              {setting.socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener" className="text-sm text-maple-50 underline underline-offset-4">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav aria-label={t('footer_navigation')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footer.categories.map((column) => (
            <div key={column.name}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-maple-50">{column.name}</h2>
              <ul className="mt-3 space-y-2">
                {column.pages.map((page) => (
                  <li key={page.href + page.name}>
                    <LocalizedLink to={page.href} className="text-sm text-maple-200 hover:text-white">
                      {page.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="border-t border-walnut-700 py-5 text-center text-xs text-maple-200">© Tonewood, Leipzig</p>
    </footer>
  );
}
