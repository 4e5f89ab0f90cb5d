import { useId, useState, type FormEvent, type ReactNode } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { CountryFlag } from '../CountryFlag';
import { languagePanelPairs } from '../languagePanelStrings';
import { Bilingual } from './Bilingual';

export type ShopLanguage = 'en' | 'de';

export interface ShippingCountry {
  /** ISO 3166-1 alpha-2 code, e.g. "AT". */
  code: string;
  name: string;
}

export interface LanguageCountryChoice {
  language: ShopLanguage;
  country: string;
}

export interface LanguageCountryPanelProps {
  /** The countries the shop ships to (from the shipping matrix). */
  countries: ShippingCountry[];
  defaultLanguage?: ShopLanguage;
  /** Preselected country code; falls back to the first country in the list. */
  defaultCountry?: string;
  onLanguageChange?: (language: ShopLanguage) => void;
  onCountryChange?: (country: string) => void;
  /** Called with both choices when the visitor saves. */
  onSave?: (choice: LanguageCountryChoice) => void;
  /** Leaves out the heading when the surrounding drawer or modal shows it as its title. */
  hideHeading?: boolean;
  /** Replaces the bilingual heading 'Sprache & Lieferland / Language & shipping country'. */
  heading?: ReactNode;
  /** Replaces the bilingual introduction. */
  text?: ReactNode;
  className?: string;
}

const languages: { value: ShopLanguage; label: string; lang: string }[] = [
  { value: 'de', label: 'Deutsch', lang: 'de' },
  { value: 'en', label: 'English', lang: 'en' },
];

/**
 * Language and shipping-country choice. The texts are German and English side by side in every
 * locale, so a visitor who cannot read the current language still finds the switch.
 */
export function LanguageCountryPanel({
  countries,
  defaultLanguage = 'de',
  defaultCountry,
  onLanguageChange,
  onCountryChange,
  onSave,
  hideHeading = false,
  heading = <Bilingual text={languagePanelPairs.heading} />,
  text = <Bilingual text={languagePanelPairs.text} />,
  className,
}: LanguageCountryPanelProps) {
  const id = useId();
  const [language, setLanguage] = useState<ShopLanguage>(defaultLanguage);
  const [country, setCountry] = useState(defaultCountry ?? countries[0]?.code ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave?.({ language, country });
  };

  return (
    <form
      data-slot="language-country-panel"
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
      className={cn('flex flex-col gap-6', className)}
    >
      <div className="flex flex-col gap-2">
        {/* Without a visible heading the form still takes its name from it. */}
        <h2
          id={`${id}-heading`}
          hidden={hideHeading}
          className="font-display text-2xl font-semibold leading-tight text-walnut-900"
        >
          {heading}
        </h2>
        <p className="text-sm text-walnut-600">{text}</p>
      </div>
      <div className="flex flex-col gap-2">
        <span id={`${id}-language`} className="text-sm font-medium text-walnut-900">
          <Bilingual text={languagePanelPairs.language} />
        </span>
        <RadioGroup.Root
          aria-labelledby={`${id}-language`}
          value={language}
          onValueChange={(value) => {
            setLanguage(value as ShopLanguage);
            onLanguageChange?.(value as ShopLanguage);
          }}
          className="grid grid-cols-2 gap-3"
        >
          {languages.map((option) => (
            <label
              key={option.value}
              lang={option.lang}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-walnut-500 bg-white px-3',
                'has-data-[state=checked]:border-amber-700 has-data-[state=checked]:bg-amber-100',
              )}
            >
              <RadioGroup.Item
                value={option.value}
                data-slot="language-option"
                className="flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-walnut-700 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 data-[state=checked]:border-amber-700"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-amber-700" />
              </RadioGroup.Item>
              <span className="text-base text-walnut-900">{option.label}</span>
            </label>
          ))}
        </RadioGroup.Root>
      </div>
      <div className="flex items-end gap-3">
        <Select
          label={<Bilingual text={languagePanelPairs.country} />}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            onCountryChange?.(event.target.value);
          }}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          fieldClassName="flex-1"
        />
        {country && <CountryFlag code={country} className="mb-3.5 h-4 w-6" />}
      </div>
      <Button type="submit" className="self-start">
        <Bilingual text={languagePanelPairs.save} />
      </Button>
    </form>
  );
}
