// The page frame, composed from the design system: Header (mega menu, mobile menu, language and
// country panel, cart link) from the main-menu content, Footer from meta-navigation and
// settings (server-rendered, hydrated after the page in a turn of its own, its code not in
// the first load), and the react-aria locale the library formats with; the cookie banner, rendered with
// the page (its code loads after: consent/CookieBannerHost); the visitor statistics and the
// new-version notice, loaded after hydration (SiteServices).
import { CompactFooter, Header, I18nProvider, type SocialNetwork } from '@tonewood/design-system';
import { navigate } from 'gatsby';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommerceConnection } from '../../lib/data';
import { CartToastHost, configureCart, hasStoredCart, loadCart, useCartQuantity } from '../cart';
import { CookieBannerHost } from '../consent';
import { BCP47, CurrentPath, SiteLink, languageCookie, localizePath, routeOfPath, type Language } from '../i18n';
import { NewsletterPanel } from '../newsletter';
import { deferHydration, hydrateInTurn, lazyChunk, useHydrated } from '../resilience';
import { startShippingCountry, useMarket } from '../market';
import { toFooterData, toMenuData, type SiteChrome } from './siteChrome';

// The footer: below the fold on every page, so its hydration (about a quarter of the page's
// elements) waits for its code, asked for a task after the page's hydration, and then for its turn;
// a tap on its subscribe button before then is kept and done once it has hydrated.
const SiteFooter = deferHydration(
  () => import(/* webpackChunkName: "footer" */ './FooterPart').then((module) => module.default),
  { keepTaps: true },
);
// The header: its code is in the first load (every page needs it at once), but it hydrates in a
// task of its own right after the page's, so the page's hydration is two shorter tasks; a tap on
// its buttons in between is kept (keepTaps).
const SiteHeader = hydrateInTurn(Header, { keepTaps: true });
// Rendered only inside the header's language drawer, which itself loads on first use.
const LanguagePanel = lazy(() => import('./LanguagePanel'));
// Statistics and the new-build watch: after hydration, in their own chunk.
const SiteServices = lazy(lazyChunk(() => import(/* webpackChunkName: "site-services" */ './SiteServices')));

/** Renders its children only once the page has hydrated (nothing on the server, no mismatch). */
function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
// The search dialog, its data code and Pagefind load on the first opening (header, phone menu, `/`).
const SearchHost = lazy(() => import('../search').then((module) => ({ default: module.SearchHost })));

/** What a page is to the search index (site/build/search-index.mjs); pages without it are not indexed. */
type SearchKind = 'product' | 'journal' | 'page';

export interface PageContextBase {
  language: Language;
  route: string;
  alternates: Language[];
  chrome: SiteChrome;
  commerce: CommerceConnection;
}

export function Layout({
  context,
  children,
  simplified,
  search,
}: {
  context: PageContextBase;
  children: ReactNode;
  simplified?: boolean;
  /** Marks the page's main content for the search index, with its group in the results. */
  search?: SearchKind;
}) {
  const { t } = useTranslation();
  const { chrome, language } = context;
  const smallPrint = `© ${new Date().getFullYear()} Tonewood, Leipzig`;
  const menu = useMemo(() => toMenuData(chrome.menu), [chrome.menu]);
  // The shipping country: decided once the page is idle (manual choice, edge, cookie, DE).
  const country = useMarket((state) => state.country);
  useEffect(() => {
    startShippingCountry(chrome);
  }, [chrome]);
  const [panelOpen, setPanelOpen] = useState(false);
  // The newsletter overlay's code loads on the first click of a subscribe button.
  const [newsletter, setNewsletter] = useState({ loaded: false, open: false });
  const openNewsletter = () => setNewsletter({ loaded: true, open: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // null until the first opening: the dialog's code loads then.
  const [searchOpen, setSearchOpen] = useState<boolean | null>(null);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const cartQuantity = useCartQuantity();
  // The cart is read again at every page (the layout mounts with each route) when one exists; adds
  // a page left unconfirmed (reload, closed tab) are completed first (cart/pending.ts).
  useEffect(() => {
    configureCart({ commerce: context.commerce, language });
    if (hasStoredCart())
      loadCart()
        .then((cart) => cart.getState().refresh())
        .catch(() => undefined); // the badge keeps its stored count
  }, [context.commerce, context.route, language]);

  // The panel applies the country itself (LanguagePanel); the language is the page's business.
  const onSave = ({ language: chosen }: { language: Language }) => {
    setPanelOpen(false);
    if (chosen !== language) {
      document.cookie = languageCookie(chosen, window.location.protocol === 'https:');
      // The same page in the other language, with its query and anchor (a configuration, a
      // checkout step and the cart id of a client-only route stay); the home page where none is.
      const here = window.location;
      void navigate(
        context.alternates.includes(chosen)
          ? `${localizePath(chosen, routeOfPath(here.pathname))}${here.search}${here.hash}`
          : localizePath(chosen, '/'),
      );
    }
  };

  return (
    <I18nProvider locale={BCP47[language]}>
      <CurrentPath.Provider value={localizePath(language, context.route)}>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('skip_to_content')}
        </a>
        <SiteHeader
          variant={simplified ? 'simplified' : 'full'}
          menu={menu}
          linkComponent={SiteLink}
          homeHref="/"
          cartHref="/cart"
          cartQuantity={cartQuantity}
          searchHref="/search"
          onSearchOpen={openSearch}
          mobileMenuOpen={menuOpen}
          onMobileMenuOpenChange={setMenuOpen}
          language={language}
          country={country}
          languageCountryNames={{
            language: chrome.languageNames[language],
            country: chrome.countries.find((c) => c.code === country)?.name,
          }}
          languagePanelOpen={panelOpen}
          onLanguagePanelOpenChange={setPanelOpen}
          onSubscribe={openNewsletter}
          languagePanel={
            <LanguagePanel
              countries={chrome.countries}
              defaultLanguage={language}
              defaultCountry={country}
              onSave={onSave}
            />
          }
          className="sticky top-0 z-40"
        />
        {searchOpen != null && (
          <Suspense fallback={null}>
            <SearchHost open={searchOpen} onOpenChange={setSearchOpen} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        )}
        <main
          id="main"
          className="min-h-[60vh]"
          data-pagefind-body={search ? '' : undefined}
          data-pagefind-meta={search ? `kind:${search}` : undefined}
        >
          {children}
        </main>
        <CartToastHost />
        {simplified ? (
          // Checkout and order pages: the legal pages and the withdrawal function, nothing to wander off to.
          <CompactFooter links={chrome.legalLinks} linkComponent={SiteLink} smallPrint={smallPrint} />
        ) : (
          <SiteFooter
            slogan={chrome.setting.slogan}
            social={chrome.setting.socialLinks.map((s) => ({ network: s.network as SocialNetwork, href: s.url }))}
            footer={toFooterData(chrome.footer)}
            linkComponent={SiteLink}
            smallPrint={smallPrint}
            onSubscribe={openNewsletter}
          />
        )}
        {newsletter.loaded && (
          <Suspense fallback={null}>
            <NewsletterPanel
              open={newsletter.open}
              onOpenChange={(open) => setNewsletter({ loaded: true, open })}
              language={language}
            />
          </Suspense>
        )}
        <CookieBannerHost language={language} />
        <AfterHydration>
          <SiteServices route={context.route} setting={chrome.setting} />
        </AfterHydration>
      </CurrentPath.Provider>
    </I18nProvider>
  );
}
