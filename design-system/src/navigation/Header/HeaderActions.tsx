import { Suspense } from 'react';
import { cn } from '../../lib/cn';
import { NewsletterButton } from '../../primitives/NewsletterButton';
import { useNavigationStrings } from '../strings';
import type { HeaderProps } from './Header';
import { CartLink } from './CartLink';
import { iconButton } from './iconButton';
import { LanguageCountryButton } from './LanguageCountryButton';
import { LanguagePanelDrawer, loadLanguageDrawer } from './lazyParts';
import { SearchLink } from './SearchLink';
import { useDeferredDialog } from './useDeferredDialog';
import { EnvelopeIcon } from '../../icons';

/** The Header's props for its right side, documented there; the Header fills in the defaults. */
type HeaderActionsProps = Pick<
  HeaderProps,
  | 'language'
  | 'country'
  | 'languageCountryNames'
  | 'languagePanel'
  | 'languagePanelOpen'
  | 'onLanguagePanelOpenChange'
  | 'onLanguageCountryClick'
  | 'onSubscribe'
  | 'searchHref'
  | 'onSearchOpen'
> &
  Required<Pick<HeaderProps, 'cartHref' | 'cartQuantity' | 'linkComponent'>>;

/** The header's right side: the search entry, the language/country button with its drawer (loaded on first use), and the cart. */
export function HeaderActions({
  language,
  country,
  languageCountryNames,
  languagePanel,
  languagePanelOpen,
  onLanguagePanelOpenChange,
  onLanguageCountryClick,
  onSubscribe,
  cartHref,
  cartQuantity,
  searchHref,
  onSearchOpen,
  linkComponent,
}: HeaderActionsProps) {
  const t = useNavigationStrings();
  const panel = useDeferredDialog(loadLanguageDrawer, languagePanelOpen, undefined, onLanguagePanelOpenChange);
  const { ref: panelTriggerRef, ...panelTriggerProps } = panel.triggerProps;
  return (
    <div className="ml-auto flex items-center gap-1">
      {onSubscribe && (
        <NewsletterButton
          variant={null}
          size={null}
          aria-label={t('subscribe')}
          title={t('subscribe')}
          data-slot="header-newsletter-button"
          // Not on phones and small tablets, where the bar has no room beside search, language and
          // cart (it overflowed at 390 px); the footer's button is the way there.
          className={cn(iconButton(), '@max-[48rem]:hidden')}
          onClick={onSubscribe}
        >
          <EnvelopeIcon />
        </NewsletterButton>
      )}
      {/* Below 24rem of header width (a 320 px phone) the bar has no room for it: the phone menu
          starts with the same entry. */}
      {searchHref && (
        <SearchLink
          href={searchHref}
          onOpen={onSearchOpen}
          linkComponent={linkComponent}
          className="hidden @min-[24rem]:inline-flex"
        />
      )}
      <LanguageCountryButton
        language={language}
        country={country}
        names={languageCountryNames}
        {...(languagePanel ? panelTriggerProps : {})}
        ref={languagePanel ? panelTriggerRef : undefined}
        onClick={() => {
          onLanguageCountryClick?.();
          if (languagePanel) panel.setOpen(true);
        }}
      />
      {languagePanel && panel.mounted && (
        <Suspense fallback={null}>
          <LanguagePanelDrawer open={panel.isOpen} onOpenChange={panel.setOpen} onCloseAutoFocus={panel.returnFocus}>
            {languagePanel}
          </LanguagePanelDrawer>
        </Suspense>
      )}
      <CartLink href={cartHref} quantity={cartQuantity} linkComponent={linkComponent} />
    </div>
  );
}
