export {
  Header,
  CartLink,
  LanguageCountryButton,
  cartBadgeText,
  displayNames,
  type HeaderProps,
  type CartLinkProps,
  type LanguageCountryButtonProps,
} from './Header';
