// The language and shipping-country panel, in its own module so the Layout can load it when the
// visitor opens the header's language drawer instead of on every page load.
import { LanguageCountryPanel, type LanguageCountryPanelProps } from '@tonewood/design-system';

export default function LanguagePanel(props: LanguageCountryPanelProps) {
  return <LanguageCountryPanel hideHeading {...props} />;
}
