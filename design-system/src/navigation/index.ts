// Public exports of the navigation area; src/index.ts re-exports this file.
export * from './types';
export {
  navigationStrings,
  languagePanelStrings,
  languagePanelPairs,
  useNavigationStrings,
  type NavigationStringKey,
  type BilingualPair,
} from './strings';
export * from './CountryFlag';
export * from './Header';
export * from './MegaMenu';
export * from './MobileMenu';
export * from './Footer';
export * from './LanguageCountryPanel';
export * from './SearchDialog';
