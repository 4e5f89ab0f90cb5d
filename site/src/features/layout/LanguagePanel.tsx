// The language and shipping-country panel, in its own module so the Layout can load it when the
// visitor opens the header's language drawer instead of on every page load. It names the
// countries in the page's language, applies a saved country here (checked, stored as a manual
// choice, prices and tax notes update at once) and hands the choice on to the Layout.
import { LanguageCountryPanel, type LanguageCountryPanelProps } from '@tonewood/design-system';
import { useMemo } from 'react';
import { BCP47 } from '../i18n';
import { chooseShippingCountry } from '../market';

export default function LanguagePanel({
  onSave,
  countries,
  defaultLanguage = 'de',
  ...props
}: LanguageCountryPanelProps) {
  const named = useMemo(() => {
    const names = new Intl.DisplayNames([BCP47[defaultLanguage]], { type: 'region' });
    return countries.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name }));
  }, [countries, defaultLanguage]);
  return (
    <LanguageCountryPanel
      hideHeading
      {...props}
      countries={named}
      defaultLanguage={defaultLanguage}
      onSave={(choice) => {
        void chooseShippingCountry(choice.country).finally(() => onSave?.(choice));
      }}
    />
  );
}
