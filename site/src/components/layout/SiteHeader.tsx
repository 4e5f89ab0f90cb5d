// Site-local header composed from design-system primitives (Drawer, Button) until the library's
// navigation/Header lands: logo, desktop menu with category dropdowns and featured tiles, page
// links, language switch, cart link; a mobile slide-in menu. `simplified` shows only logo,
// language and cart (checkout pages).
import { Button, Drawer, cn } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './LocalizedLink';
import type { SiteChrome } from './useSiteChrome';
import { localizePath, rememberLanguage, type Language } from '../../features/i18n/language';

interface Props {
  menu: SiteChrome['menu'];
  language: Language;
  route: string;
  alternates: Language[];
  simplified?: boolean;
}

function Logo() {
  return (
    <LocalizedLink to="/" className="flex items-center gap-2 font-display text-2xl font-semibold tracking-tight text-walnut-900">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 10h14M16 10v14" stroke="#f6efe4" strokeWidth="3" strokeLinecap="round" />
      </svg>
      Tonewood
    </LocalizedLink>
  );
}

function LanguageSwitch({ language, route, alternates }: { language: Language; route: string; alternates: Language[] }) {
  const { t } = useTranslation();
  const other: Language = language === 'en' ? 'de' : 'en';
  const target = alternates.includes(other) ? route : '/';
  return (
    <a
      href={localizePath(other, target)}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLanguage(other)}
      aria-label={t('switch_language_label')}
      className="inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-walnut-800 hover:bg-maple-200"
    >
      <span aria-hidden="true">{other === 'de' ? '🇩🇪' : '🇬🇧'}</span>
      {other.toUpperCase()}
    </a>
  );
}

function CartLink() {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to="/cart"
      className="inline-flex size-11 items-center justify-center rounded-md text-walnut-900 hover:bg-maple-200"
      aria-label={t('cart')}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M5 7h14l-1.5 12.5H6.5z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
    </LocalizedLink>
  );
}

export function SiteHeader({ menu, language, route, alternates, simplified = false }: Props) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-maple-300 bg-maple-50/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        {!simplified && (
          <Drawer
            side="left"
            title={t('menu')}
            trigger={
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('menu')}>
                <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
              </Button>
            }
          >
            <nav aria-label={t('main_navigation')} className="flex flex-col gap-6">
              {menu.categories.map((category) => (
                <div key={category.categoryId}>
                  <LocalizedLink to={category.href} className="font-display text-xl font-semibold">
                    {category.name}
                  </LocalizedLink>
                  {category.sections.map((section) => (
                    <div key={section.name} className="mt-2">
                      <p className="text-xs uppercase tracking-wide text-walnut-600">{section.name}</p>
                      <ul className="mt-1 space-y-1">
                        {section.items.map((item) => (
                          <li key={item.href + item.name}>
                            <LocalizedLink to={item.href} className="block py-1 text-walnut-800">
                              {item.name}
                            </LocalizedLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ))}
              <ul className="space-y-2 border-t border-maple-300 pt-4">
                {menu.pages.map((page) => (
                  <li key={page.href}>
                    <LocalizedLink to={page.href} className="block py-1 font-medium">
                      {page.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Drawer>
        )}
        <Logo />
        {!simplified && (
          <nav aria-label={t('main_navigation')} className="ml-6 hidden flex-1 lg:block" data-testid="main-menu">
            <ul className="flex items-center gap-1">
              {menu.categories.map((category) => (
                <li key={category.categoryId} className="group relative">
                  <LocalizedLink
                    to={category.href}
                    className="inline-flex h-11 items-center rounded-md px-3 font-medium text-walnut-900 hover:bg-maple-200"
                  >
                    {category.name}
                  </LocalizedLink>
                  {(category.featured.length > 0 || category.sections.length > 0) && (
                    <div
                      className={cn(
                        'invisible absolute left-0 top-full z-50 w-[36rem] rounded-lg border border-maple-300 bg-white p-5 opacity-0 shadow-lg',
                        'transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
                      )}
                    >
                      <div className="grid grid-cols-[1fr_1fr] gap-5">
                        <div className="space-y-4">
                          {category.sections.map((section) => (
                            <div key={section.name}>
                              <p className="text-xs uppercase tracking-wide text-walnut-600">{section.name}</p>
                              <ul className="mt-1">
                                {section.items.map((item) => (
                                  <li key={item.href + item.name}>
                                    <LocalizedLink to={item.href} className="block py-1 text-sm text-walnut-800 hover:text-amber-800">
                                      {item.name}
                                    </LocalizedLink>
                                  </li>
                                ))}
                              </ul>
                            </div>
                          ))}
                        </div>
                        <ul className="grid grid-cols-2 gap-3">
                          {category.featured.slice(0, 2).map((tile) => (
                            <li key={tile.href + tile.name}>
                              <LocalizedLink to={tile.href} className="block text-sm font-medium">
                                {tile.image?.localFile?.publicURL && (
                                  <img
                                    src={tile.image.localFile.publicURL}
                                    alt={tile.alt}
                                    width={240}
                                    height={240}
                                    loading="lazy"
                                    className="mb-2 aspect-square w-full rounded-md bg-maple-100 object-cover"
                                  />
                                )}
                                {tile.name}
                              </LocalizedLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    </div>
                  )}
                </li>
              ))}
              {menu.pages.map((page) => (
                <li key={page.href}>
                  <LocalizedLink
                    to={page.href}
                    className="inline-flex h-11 items-center rounded-md px-3 text-walnut-800 hover:bg-maple-200"
                  >
                    {page.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch language={language} route={route} alternates={alternates} />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
