export {
  Header,
  CartLink,
  LanguageCountryButton,
  cartBadgeText,
  displayNames,
  preloadHeaderMenus,
  type HeaderProps,
  type CartLinkProps,
  type LanguageCountryButtonProps,
} from './Header';
