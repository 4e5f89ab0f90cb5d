import {
  forwardRef,
  lazy,
  memo,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocale } from 'react-aria';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import { CountryFlag } from '../CountryFlag';
import type { MegaMenu as MegaMenuComponent, MegaMenuProps } from '../MegaMenu/MegaMenu';
import type { NavLinkComponent, MenuData } from '../types';

// The two drawers (phone menu, language panel) load on first use: Radix Dialog with its focus
// trap and scroll lock, and the menu's tabs, are not needed to paint the header. Pointing at or
// focusing a trigger starts the download, so the code is usually there by the time it is pressed.
const loadMobileMenu = () => import('../MobileMenu/MobileMenu');
const loadLanguageDrawer = () => import('./LanguagePanelDrawer');

/**
 * React.lazy for a piece of the header, with one retry a second later when its code fails to
 * load (a flaky connection); if that fails too, the piece renders nothing instead of taking the
 * page down with it.
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(load))
      .then(
        (component) => ({ default: component }),
        (error: unknown) => {
          console.error('design-system: a header menu could not be loaded', error);
          return { default: (() => null) as ComponentType<P> };
        },
      ),
  );
}
const MobileMenu = lazyPart(() => loadMobileMenu().then((module) => module.MobileMenu));
const LanguagePanelDrawer = lazyPart(() => loadLanguageDrawer().then((module) => module.LanguagePanelDrawer));

// The desktop menu (Radix NavigationMenu) is the largest piece of the header, and phones never
// show it: below 74rem the header offers the drawer instead. So its code loads only where it can
// be seen, at once on a wide screen or when a narrow window grows. The server renders it in full
// either way; on a phone the server's markup stays in the page, hidden, and is never hydrated.
// The chunk name lets webpack apps preload this code on wide screens (the site does, see
// site/src/features/seo/preloads.ts); other bundlers ignore the comment.
let loadedMegaMenu: typeof MegaMenuComponent | undefined;
const loadMegaMenu = () =>
  import(/* webpackChunkName: "ds-mega-menu" */ '../MegaMenu/MegaMenu').then((module) => {
    loadedMegaMenu = module.MegaMenu;
    return module;
  });
function whenWide(): Promise<void> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return Promise.resolve();
  const wide = window.matchMedia('(min-width: 74rem)');
  if (wide.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches) return;
      wide.removeEventListener('change', onChange);
      resolve();
    };
    wide.addEventListener('change', onChange);
  });
}
const LazyMegaMenu = lazyPart(() =>
  whenWide()
    .then(loadMegaMenu)
    .then((module) => module.MegaMenu),
);

/**
 * The mega menu behind its own Suspense boundary. Memoised, so the header re-rendering (a cart
 * count, a country read from a cookie) does not touch the boundary while it waits for its code.
 */
const DeferredMegaMenu = memo(function DeferredMegaMenu(props: MegaMenuProps) {
  // Chosen once per mount, so the menu keeps its state when the code arrives later.
  const [Menu] = useState(() => loadedMegaMenu ?? LazyMegaMenu);
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
});

/** Loads the code of the header's desktop menu, phone menu and language drawer ahead of use. */
export function preloadHeaderMenus(): Promise<void> {
  return Promise.all([loadMegaMenu(), loadMobileMenu(), loadLanguageDrawer()]).then(() => undefined);
}

/**
 * Open state for a drawer whose code loads on demand: controlled or not, mounted from the first
 * opening on, with a trigger that names its popup and takes focus back when the drawer closes.
 */
function useDeferredDialog(
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

const iconButton = cva([
  'relative inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2',
  'text-walnut-900 hover:bg-maple-200',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
]);

/** The cart badge text: nothing at 0, the number up to 99, then "99+". */
export function cartBadgeText(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  return quantity > 99 ? '99+' : String(Math.floor(quantity));
}

/** Language and country names in the visitor's locale, e.g. "English", "Germany" (or "Englisch", "Deutschland"). */
export function displayNames(locale: string, language: string, country: string) {
  const name = (type: 'language' | 'region', code: string) => {
    try {
      return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return { language: name('language', language), country: name('region', country.toUpperCase()) };
}

export interface CartLinkProps {
  href: string;
  /** Total item quantity; the badge shows only above 0. */
  quantity: number;
  linkComponent?: NavLinkComponent;
  className?: string;
}

/** The cart link: a bag icon with the item count badge, named "Cart, 2 items" for screen readers. */
export function CartLink({ href, quantity, linkComponent: Link = 'a', className }: CartLinkProps) {
  const t = useNavigationStrings();
  const badge = cartBadgeText(quantity);
  return (
    <Link href={href} data-slot="cart-link" className={cn(iconButton(), className)}>
      {/* The name lives in text, not aria-label, so it never contradicts the visible badge. */}
      <span className="sr-only">{badge ? t('cartWithCount', { count: Math.floor(quantity) }) : t('cart')}</span>
      <LineIcon>
        <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z" strokeLinejoin="round" />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
      </LineIcon>
      {badge && (
        <span
          data-slot="cart-badge"
          aria-hidden="true"
          className="absolute -right-1 top-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-700 px-1 text-[0.6875rem] font-semibold leading-none text-white ring-2 ring-maple-50"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}

export interface LanguageCountryButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The shop language shown: 'en' or 'de'. */
  language: string;
  /** ISO country code of the shipping country, e.g. "DE". */
  country: string;
}

/** Shows the language code and the shipping country's flag; opens the language panel. */
export const LanguageCountryButton = forwardRef<HTMLButtonElement, LanguageCountryButtonProps>(
  function LanguageCountryButton({ language, country, className, ...props }, ref) {
    const t = useNavigationStrings();
    const { locale } = useLocale();
    const names = useMemo(() => displayNames(locale, language, country), [locale, language, country]);
    return (
      <button
        ref={ref}
        type="button"
        data-slot="language-country-button"
        className={cn(iconButton(), 'text-sm font-semibold', className)}
        {...props}
      >
        <span className="sr-only">{t('languageCountry', names)}</span>
        <span aria-hidden="true" className="uppercase">
          {language}
        </span>
        <CountryFlag code={country} />
      </button>
    );
  },
);

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
  language: string;
  country: string;
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
 * A container query, so the header adapts to the space it is given, not to the window.
 */
export function Header({
  variant = 'full',
  menu,
  linkComponent = 'a',
  homeHref = '/',
  cartHref = '/cart',
  cartQuantity = 0,
  language,
  country,
  languagePanel,
  languagePanelOpen,
  onLanguagePanelOpenChange,
  onLanguageCountryClick,
  logo,
  mobileMenuOpen,
  defaultMobileMenuOpen,
  onMobileMenuOpenChange,
  openCategory,
  defaultOpenCategory,
  onOpenCategoryChange,
  className,
}: HeaderProps) {
  const t = useNavigationStrings();
  const Link = linkComponent;
  const full = variant === 'full' && menu;
  const mobileMenu = useDeferredDialog(loadMobileMenu, mobileMenuOpen, defaultMobileMenuOpen, onMobileMenuOpenChange);
  const panel = useDeferredDialog(loadLanguageDrawer, languagePanelOpen, undefined, onLanguagePanelOpenChange);
  const { ref: panelTriggerRef, ...panelTriggerProps } = panel.triggerProps;
  return (
    <header
      data-slot="header"
      data-variant={variant}
      className={cn('@container relative z-20 border-b border-maple-300 bg-maple-50 text-walnut-900', className)}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:px-8 @min-[74rem]:gap-6">
        {full && (
          <div className="@min-[74rem]:hidden">
            <button
              type="button"
              aria-label={t('openMenu')}
              className={iconButton()}
              data-slot="menu-button"
              {...mobileMenu.triggerProps}
              onClick={() => mobileMenu.setOpen(true)}
            >
              <LineIcon>
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              </LineIcon>
            </button>
            {mobileMenu.mounted && (
              <Suspense fallback={null}>
                <MobileMenu
                  menu={menu}
                  linkComponent={linkComponent}
                  open={mobileMenu.isOpen}
                  onOpenChange={mobileMenu.setOpen}
                  onCloseAutoFocus={mobileMenu.returnFocus}
                />
              </Suspense>
            )}
          </div>
        )}
        <Link
          href={homeHref}
          aria-label={t('home')}
          data-slot="logo"
          className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700"
        >
          {logo ?? <Wordmark />}
        </Link>
        {full && (
          <div className="hidden flex-1 justify-center @min-[74rem]:flex">
            <DeferredMegaMenu
              menu={menu}
              linkComponent={linkComponent}
              value={openCategory}
              defaultValue={defaultOpenCategory}
              onValueChange={onOpenCategoryChange}
            />
          </div>
        )}
        <div className="ml-auto flex items-center gap-1">
          <LanguageCountryButton
            language={language}
            country={country}
            {...(languagePanel ? panelTriggerProps : {})}
            ref={languagePanel ? panelTriggerRef : undefined}
            onClick={() => {
              onLanguageCountryClick?.();
              if (languagePanel) panel.setOpen(true);
            }}
          />
          {languagePanel && panel.mounted && (
            <Suspense fallback={null}>
              <LanguagePanelDrawer
                open={panel.isOpen}
                onOpenChange={panel.setOpen}
                onCloseAutoFocus={panel.returnFocus}
              >
                {languagePanel}
              </LanguagePanelDrawer>
            </Suspense>
          )}
          <CartLink href={cartHref} quantity={cartQuantity} linkComponent={linkComponent} />
        </div>
      </div>
    </header>
  );
}

/** A 24 px line icon in the text colour, decorative (the control around it carries the name). */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      {children}
    </svg>
  );
}

function Wordmark() {
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-8 text-amber-700">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <circle cx="16" cy="16" r="6.5" fill="none" stroke="#fcf9f4" strokeWidth="2" />
        <circle cx="16" cy="16" r="10" fill="none" stroke="#fcf9f4" strokeWidth="1" strokeOpacity="0.6" />
      </svg>
      <span className="font-display text-2xl font-semibold tracking-tight">Tonewood</span>
    </span>
  );
}
