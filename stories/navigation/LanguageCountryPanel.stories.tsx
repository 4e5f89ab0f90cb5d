import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageCountryPanel } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { sampleCountries } from './sampleNavigation';

const meta = {
  title: 'Navigation/LanguageCountryPanel',
  component: LanguageCountryPanel,
  args: {
    countries: sampleCountries('en'),
    defaultCountry: 'DE',
    onLanguageChange: fn(),
    onCountryChange: fn(),
    onSave: fn(),
  },
  render: (args, context) => (
    <div className="max-w-md">
      <LanguageCountryPanel
        {...args}
        defaultLanguage={args.defaultLanguage ?? langOf(context)}
        countries={sampleCountries(langOf(context))}
      />
    </div>
  ),
} satisfies Meta<typeof LanguageCountryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndSave: Story = {
  name: 'Choose language and country, save',
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    // The same bilingual texts in both locales.
    await expect(
      canvas.getByRole('heading', { name: 'Sprache & Lieferland / Language & shipping country' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Sprache / Language' })).toBeVisible();
    const current = globals.locale === 'de' ? 'Deutsch' : 'English';
    await expect(canvas.getByRole('radio', { name: current })).toBeChecked();
    const other = globals.locale === 'de' ? 'en' : 'de';
    await userEvent.click(canvas.getByRole('radio', { name: other === 'en' ? 'English' : 'Deutsch' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith(other);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Lieferland / Shipping country' }), 'CH');
    await expect(args.onCountryChange).toHaveBeenCalledWith('CH');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern / Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ language: other, country: 'CH' });
  },
};

export const KeyboardChoice: Story = {
  name: 'Arrow keys change the language',
  args: { defaultLanguage: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Deutsch' }).focus();
    // Held down like a real key press: Radix checks the radio that the arrow key moves focus to.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveFocus();
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

export const Phone: Story = {
  globals: mobile,
};
