import { lazy, type ComponentType } from 'react';
import type { MegaMenu as MegaMenuComponent } from '../MegaMenu/MegaMenu';

// The two drawers (phone menu, language panel) load on first use: Radix Dialog with its focus
// trap and scroll lock, and the menu's tabs, are not needed to paint the header. Pointing at or
// focusing a trigger starts the download, so the code is usually there by the time it is pressed.
export const loadMobileMenu = () => import('../MobileMenu/MobileMenu');
export const loadLanguageDrawer = () => import('./LanguagePanelDrawer');

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
export const MobileMenu = lazyPart(() => loadMobileMenu().then((module) => module.MobileMenu));
export const LanguagePanelDrawer = lazyPart(() => loadLanguageDrawer().then((module) => module.LanguagePanelDrawer));

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

/** The desktop menu: its code when already loaded (so it renders at once), else the lazy one. */
export const megaMenuComponent = () => loadedMegaMenu ?? LazyMegaMenu;

/** Loads the code of the header's desktop menu, phone menu and language drawer ahead of use. */
export function preloadHeaderMenus(): Promise<void> {
  return Promise.all([loadMegaMenu(), loadMobileMenu(), loadLanguageDrawer()]).then(() => undefined);
}
