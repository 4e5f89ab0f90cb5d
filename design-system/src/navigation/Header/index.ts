export { Header, type HeaderProps } from './Header';
export { CartLink, cartBadgeText, type CartLinkProps } from './CartLink';
export {
  LanguageCountryButton,
  displayNames,
  type LanguageCountryButtonProps,
  type LanguageCountryNames,
} from './LanguageCountryButton';
export { preloadHeaderMenus } from './lazyParts';
export { SearchLink, type SearchLinkProps } from './SearchLink';
