import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import { LanguageCountryPanel } from './LanguageCountryPanel';

const countries = [
  { code: 'DE', name: 'Deutschland' },
  { code: 'AT', name: 'Österreich' },
];

describe('LanguageCountryPanel', () => {
  it('shows the same bilingual texts in every locale', () => {
    for (const locale of ['en-US', 'de-DE']) {
      const { unmount } = render(
        <I18nProvider locale={locale}>
          <LanguageCountryPanel countries={countries} />
        </I18nProvider>,
      );
      expect(screen.getByRole('heading', { name: 'Sprache & Lieferland / Language & shipping country' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Speichern / Save' })).toBeTruthy();
      unmount();
    }
  });

  it('marks the German and English halves with their language', () => {
    render(<LanguageCountryPanel countries={countries} />);
    const heading = screen.getByRole('heading');
    expect(heading.querySelector('[lang="de"]')?.textContent).toBe('Sprache & Lieferland');
    expect(heading.querySelector('[lang="en"]')?.textContent).toBe('Language & shipping country');
  });

  it('keeps its name when the surrounding drawer shows the heading', () => {
    render(<LanguageCountryPanel countries={countries} hideHeading />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('form', { name: 'Sprache & Lieferland / Language & shipping country' })).toBeTruthy();
  });

  it('reports each choice and saves both', () => {
    const onCountryChange = vi.fn();
    const onSave = vi.fn();
    render(
      <LanguageCountryPanel
        countries={countries}
        defaultLanguage="en"
        onCountryChange={onCountryChange}
        onSave={onSave}
      />,
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('DE');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'AT' } });
    expect(onCountryChange).toHaveBeenCalledWith('AT');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern / Save' }));
    expect(onSave).toHaveBeenCalledWith({ language: 'en', country: 'AT' });
  });
});
