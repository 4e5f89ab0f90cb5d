// The language and shipping-country panel, in its own module so the Layout can load it when the
// visitor opens the header's language drawer instead of on every page load. The countries come
// named in the page's language (the build names them, site/gatsby/siteData.ts). It applies a
// saved country here (checked, stored as a manual choice, prices and tax notes update at once)
// and hands the choice on to the Layout.
import { LanguageCountryPanel, type LanguageCountryPanelProps } from '@tonewood/design-system';
import { chooseShippingCountry } from '../market';

export default function LanguagePanel({
  onSave,
  countries,
  defaultLanguage = 'de',
  ...props
}: LanguageCountryPanelProps) {
  return (
    <LanguageCountryPanel
      hideHeading
      {...props}
      countries={countries}
      defaultLanguage={defaultLanguage}
      onSave={(choice) => {
        void chooseShippingCountry(choice.country).finally(() => onSave?.(choice));
      }}
    />
  );
}
