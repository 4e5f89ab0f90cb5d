import { Suspense } from 'react';
import { useNavigationStrings } from '../strings';
import type { MenuData, NavLinkComponent } from '../types';
import { iconButton } from './iconButton';
import { loadMobileMenu, MobileMenu } from './lazyParts';
import { useDeferredDialog } from './useDeferredDialog';
import { MenuIcon } from '../../icons';

export interface MobileMenuTriggerProps {
  menu: MenuData;
  linkComponent: NavLinkComponent;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  searchHref?: string;
  onSearchOpen?: () => void;
}

/** The menu button below 74rem of header width, and the phone menu drawer it opens (loaded on first use). */
export function MobileMenuTrigger({
  menu,
  linkComponent,
  open,
  defaultOpen,
  onOpenChange,
  searchHref,
  onSearchOpen,
}: MobileMenuTriggerProps) {
  const t = useNavigationStrings();
  const drawer = useDeferredDialog(loadMobileMenu, open, defaultOpen, onOpenChange);
  return (
    <div className="@min-[74rem]:hidden">
      <button
        type="button"
        aria-label={t('openMenu')}
        className={iconButton()}
        data-slot="menu-button"
        {...drawer.triggerProps}
        onClick={() => drawer.setOpen(true)}
      >
        <MenuIcon />
      </button>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <MobileMenu
            menu={menu}
            linkComponent={linkComponent}
            open={drawer.isOpen}
            onOpenChange={drawer.setOpen}
            onCloseAutoFocus={drawer.returnFocus}
            searchHref={searchHref}
            onSearchOpen={onSearchOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
