import { forwardRef, useMemo, type ButtonHTMLAttributes } from 'react';
import { useLocale } from 'react-aria';
import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import { CountryFlag } from '../CountryFlag';
import { iconButton } from './iconButton';

/** The language's and the country's names as the button says them ('English', 'Germany'). */
export interface LanguageCountryNames {
  language?: string;
  country?: string;
}

/**
 * Language and country names in the visitor's locale, e.g. "English", "Germany" (or "Englisch",
 * "Deutschland"): the names given, Intl.DisplayNames for those not given.
 */
export function displayNames(locale: string, language: string, country: string, given: LanguageCountryNames = {}) {
  const name = (type: 'language' | 'region', code: string) => {
    try {
      return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return {
    language: given.language || name('language', language),
    country: given.country || name('region', country.toUpperCase()),
  };
}

export interface LanguageCountryButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The shop language shown: 'en' or 'de'. */
  language: string;
  /** ISO country code of the shipping country, e.g. "DE". */
  country: string;
  /** Their names in the page's language, when the app knows them (else Intl.DisplayNames). */
  names?: LanguageCountryNames;
}

/** Shows the language code and the shipping country's flag; opens the language panel. */
export const LanguageCountryButton = forwardRef<HTMLButtonElement, LanguageCountryButtonProps>(
  function LanguageCountryButton({ language, country, names: given, className, ...props }, ref) {
    const t = useNavigationStrings();
    const { locale } = useLocale();
    // By the names' text, not the object's identity.
    const { language: languageName, country: countryName } = given ?? {};
    const names = useMemo(
      () => displayNames(locale, language, country, { language: languageName, country: countryName }),
      [locale, language, country, languageName, countryName],
    );
    return (
      <button
        ref={ref}
        type="button"
        data-slot="language-country-button"
        className={cn(iconButton(), 'text-sm font-semibold', className)}
        {...props}
      >
        <span className="sr-only">{t('languageCountry', names)}</span>
        <span aria-hidden="true" className="uppercase">
          {language}
        </span>
        <CountryFlag code={country} />
      </button>
    );
  },
);
