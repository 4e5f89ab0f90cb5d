// Public exports of the navigation area; src/index.ts re-exports this file.
export * from './types';
export { navigationStrings, useNavigationStrings, type NavigationStringKey } from './strings';
export { languagePanelStrings, languagePanelPairs, type BilingualPair } from './languagePanelStrings';
export * from './CountryFlag';
export * from './Header';
export * from './MegaMenu';
export * from './MobileMenu';
export * from './Footer';
export * from './LanguageCountryPanel';
export * from './SearchDialog';
export * from './Pagination';
