import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import type { NavLinkComponent, MenuData } from '../types';
import { HeaderActions } from './HeaderActions';
import type { LanguageCountryNames } from './LanguageCountryButton';
import { HeaderNavigation } from './HeaderNavigation';
import { MobileMenuTrigger } from './MobileMenuTrigger';
import { SoundHoleIcon } from '../../icons';

export interface HeaderProps {
  /** 'full' shows the menus; 'simplified' (checkout) shows only logo, language/country and cart. */
  variant?: 'full' | 'simplified';
  /** Menu content; required for the full variant. */
  menu?: MenuData;
  linkComponent?: NavLinkComponent;
  /** Where the logo leads: '/' in English, '/de' in German. */
  homeHref?: string;
  cartHref?: string;
  cartQuantity?: number;
  /** The search page; with it the header shows a search entry (a link, also in the phone menu). */
  searchHref?: string;
  /** Opens the search dialog instead of following searchHref; also bound to the `/` key. */
  onSearchOpen?: () => void;
  language: string;
  country: string;
  /**
   * The language's and the country's names in the page's language, as the language button says
   * them ('English', 'Germany'). Without them the button asks Intl.DisplayNames; an app that
   * knows them (named at build time) spares the browser Intl's data while the page hydrates.
   */
  languageCountryNames?: LanguageCountryNames;
  /**
   * The language and shipping-country panel, usually `<LanguageCountryPanel hideHeading ... />`:
   * the language button opens it in a right-side drawer whose title is the bilingual heading,
   * and focus returns to the button when it closes.
   */
  languagePanel?: ReactNode;
  languagePanelOpen?: boolean;
  onLanguagePanelOpenChange?: (open: boolean) => void;
  /** Called when the language button is pressed (also when a languagePanel is given). */
  onLanguageCountryClick?: () => void;
  /**
   * Shows a newsletter button (an envelope, named 'Subscribe to the newsletter') that calls this;
   * it is disabled for 200 ms after a click. The full variant only.
   */
  onSubscribe?: () => void;
  /** Replaces the Tonewood wordmark. */
  logo?: ReactNode;
  mobileMenuOpen?: boolean;
  defaultMobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** The open mega-menu category on desktop (controlled); '' for none. */
  openCategory?: string;
  defaultOpenCategory?: string;
  onOpenCategoryChange?: (id: string) => void;
  className?: string;
}

/**
 * The shop header: logo, the mega menu when the header is at least 74rem wide (the German menu
 * needs about 840 px) or the drawer menu below that, the language/country button and the cart.
 * A container query, so the header adapts to the space it is given, not to the window. This
 * file is the bar; each part does one job (HeaderNavigation, MobileMenuTrigger, HeaderActions).
 */
export function Header({
  variant = 'full',
  menu,
  linkComponent = 'a',
  homeHref = '/',
  cartHref = '/cart',
  cartQuantity = 0,
  searchHref,
  onSearchOpen,
  onSubscribe,
  logo,
  mobileMenuOpen,
  defaultMobileMenuOpen,
  onMobileMenuOpenChange,
  openCategory,
  defaultOpenCategory,
  onOpenCategoryChange,
  className,
  // What is left is the language button's: language, country and its panel, passed on as they are.
  ...languageButton
}: HeaderProps) {
  const t = useNavigationStrings();
  const Link = linkComponent;
  const full = variant === 'full' && menu;
  // The phone menu and the desktop navigation show the same menu with the same links.
  const navigation = full ? { menu: full, linkComponent } : null;
  return (
    <header
      data-slot="header"
      data-variant={variant}
      className={cn('@container relative z-20 border-b border-maple-300 bg-maple-50 text-walnut-900', className)}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 lg:px-8 @min-[26rem]:gap-2 @min-[74rem]:gap-4">
        {navigation && (
          <MobileMenuTrigger
            {...navigation}
            open={mobileMenuOpen}
            defaultOpen={defaultMobileMenuOpen}
            onOpenChange={onMobileMenuOpenChange}
            searchHref={searchHref}
            onSearchOpen={onSearchOpen}
          />
        )}
        <Link
          href={homeHref}
          aria-label={t('home')}
          data-slot="logo"
          className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700"
        >
          {logo ?? <Wordmark besideSearch={Boolean(full && searchHref)} />}
        </Link>
        {navigation && (
          <HeaderNavigation
            {...navigation}
            value={openCategory}
            defaultValue={defaultOpenCategory}
            onValueChange={onOpenCategoryChange}
          />
        )}
        <HeaderActions
          {...languageButton}
          onSubscribe={full ? onSubscribe : undefined}
          cartHref={cartHref}
          cartQuantity={cartQuantity}
          searchHref={full ? searchHref : undefined}
          onSearchOpen={onSearchOpen}
          linkComponent={linkComponent}
        />
      </div>
    </header>
  );
}

/**
 * The Tonewood wordmark: the sound-hole mark with the name beside it. The name is 24 px where the
 * bar has room and smaller where it is crowded, so the bar never runs past a phone's edge (WCAG
 * 1.4.10 asks for 320 px): 17 px in a bar under 21rem, 20 px under 22.5rem, and 20 px from 24rem,
 * where the search entry joins the bar, to 26rem.
 */
function Wordmark({ besideSearch }: { besideSearch: boolean }) {
  return (
    <span className="flex items-center gap-1.5 @min-[26rem]:gap-2" aria-hidden="true">
      <SoundHoleIcon />
      <span
        className={cn(
          'font-display text-[1.0625rem]/6 font-semibold tracking-tight @min-[21rem]:text-xl @min-[22.5rem]:text-2xl',
          besideSearch && '@min-[24rem]:@max-[26rem]:text-xl',
        )}
      >
        Tonewood
      </span>
    </span>
  );
}
