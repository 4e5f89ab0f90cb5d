export {
  LanguageCountryPanel,
  type LanguageCountryPanelProps,
  type LanguageCountryChoice,
  type ShippingCountry,
  type ShopLanguage,
} from './LanguageCountryPanel';
