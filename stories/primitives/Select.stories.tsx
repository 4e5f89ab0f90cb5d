import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const copy = {
  en: {
    label: 'Shipping country',
    choose: 'Choose a country',
    error: 'This field is required',
    countries: { DE: 'Germany', AT: 'Austria', CH: 'Switzerland', US: 'United States' },
  },
  de: {
    label: 'Lieferland',
    choose: 'Land auswählen',
    error: 'Dieses Feld ist erforderlich',
    countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', US: 'Vereinigte Staaten' },
  },
};

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Shipping country', options: [] },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (_, context) => {
    const c = inLang(context, copy);
    const options = Object.entries(c.countries).map(([value, label]) => ({ value, label }));
    return (
      <div className="grid max-w-md gap-6">
        <Select label={c.label} options={options} placeholder={c.choose} name="country" />
        <Select label={c.label} options={options} placeholder={c.choose} error={c.error} name="country-invalid" />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'de' ? 'de' : 'en'];
    const canvas = within(canvasElement);
    const [select, invalid] = canvas.getAllByRole('combobox', { name: c.label });
    await userEvent.selectOptions(select!, 'CH');
    await expect(select).toHaveValue('CH');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(c.error);
  },
};
