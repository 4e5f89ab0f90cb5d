import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OptionGroup, type ConfiguratorOption } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const finishOptions: Record<Lang, ConfiguratorOption[]> = {
  en: [
    { value: 'amber-burst', label: 'Amber burst', swatch: 'linear-gradient(135deg,#e0a33c,#7a3d0c)', priceDelta: 0 },
    { value: 'oxblood', label: 'Oxblood red', swatch: '#7a2626', priceDelta: 120 },
    { value: 'moss', label: 'Moss green', swatch: '#4d5a2c', priceDelta: 120 },
    { value: 'natural', label: 'Natural ash', swatch: '#d8b27a', priceDelta: -45.5 },
    { value: 'black', label: 'Satin black', swatch: '#1e1a17', priceDelta: 80 },
    {
      value: 'sunburst',
      label: 'Three-tone sunburst',
      swatch: 'radial-gradient(#f0c060,#8a3c10 70%,#1e1a17)',
      priceDelta: 240,
      disabled: true,
    },
  ],
  de: [
    { value: 'amber-burst', label: 'Amber Burst', swatch: 'linear-gradient(135deg,#e0a33c,#7a3d0c)', priceDelta: 0 },
    { value: 'oxblood', label: 'Ochsenblutrot', swatch: '#7a2626', priceDelta: 120 },
    { value: 'moss', label: 'Moosgrün', swatch: '#4d5a2c', priceDelta: 120 },
    { value: 'natural', label: 'Esche natur', swatch: '#d8b27a', priceDelta: -45.5 },
    { value: 'black', label: 'Schwarz seidenmatt', swatch: '#1e1a17', priceDelta: 80 },
    {
      value: 'sunburst',
      label: 'Dreifarbiger Sunburst',
      swatch: 'radial-gradient(#f0c060,#8a3c10 70%,#1e1a17)',
      priceDelta: 240,
      disabled: true,
    },
  ],
};

const pickupOptions: Record<Lang, ConfiguratorOption[]> = {
  en: [
    { value: 'single', label: 'Two single coils', description: 'Bright and glassy, hand-wound in the workshop' },
    { value: 'humbucker', label: 'Two humbuckers', description: 'Warm and thick, for driven amps', priceDelta: 150 },
    { value: 'p90', label: 'Two P-90s', description: 'Between the two, with a growl', priceDelta: 90 },
  ],
  de: [
    {
      value: 'single',
      label: 'Zwei Single Coils',
      description: 'Hell und gläsern, in der Werkstatt von Hand gewickelt',
    },
    {
      value: 'humbucker',
      label: 'Zwei Humbucker',
      description: 'Warm und kräftig, für verzerrte Amps',
      priceDelta: 150,
    },
    { value: 'p90', label: 'Zwei P-90', description: 'Dazwischen, mit Biss', priceDelta: 90 },
  ],
};

/**
 * Holds an arrow key down while Radix moves focus (it does so on the next tick and only checks
 * the newly focused radio while the key is still down, as with a real key press).
 */
async function pressArrow(key: 'ArrowLeft' | 'ArrowRight', times = 1) {
  for (let i = 0; i < times; i += 1) {
    await userEvent.keyboard(`{${key}>}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await userEvent.keyboard(`{/${key}}`);
  }
}

const meta = {
  title: 'Configurator/OptionGroup',
  component: OptionGroup,
  args: { label: 'Finish', options: finishOptions.en, onChange: fn() },
} satisfies Meta<typeof OptionGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';

export const FinishSwatches: Story = {
  name: 'Finish with swatches and price deltas',
  args: { layout: 'swatch', defaultValue: 'amber-burst' },
  render: (args, context) => {
    const de = langOf(context) === 'de';
    return (
      <div className="max-w-2xl">
        <OptionGroup
          {...args}
          label={de ? 'Lackierung' : 'Finish'}
          description={de ? 'Von Hand in Nitrolack gespritzt' : 'Hand-sprayed nitro lacquer'}
          options={finishOptions[langOf(context)]}
        />
      </div>
    );
  },
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const de = lang === 'de';
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: de ? 'Lackierung' : 'Finish' });
    await expect(group).toHaveAccessibleDescription(
      de ? 'Von Hand in Nitrolack gespritzt' : 'Hand-sprayed nitro lacquer',
    );
    const deltas = [...canvasElement.querySelectorAll('[data-slot="option-delta"]')].map((n) => n.textContent);
    await expect(deltas).toEqual([
      de ? 'inklusive' : 'included',
      `+ 120${nbsp}€`,
      `+ 120${nbsp}€`,
      `− 45,50${nbsp}€`,
      `+ 80${nbsp}€`,
      `+ 240${nbsp}€`,
    ]);
    // Arrow keys move the choice; the disabled sunburst is skipped and the group wraps around.
    const first = canvas.getByRole('radio', { name: new RegExp(de ? 'Amber Burst' : 'Amber burst') });
    await userEvent.click(first);
    await pressArrow('ArrowRight');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('oxblood'));
    await pressArrow('ArrowLeft', 2);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('black'));
    await expect(
      canvas.getByRole('radio', { name: new RegExp(de ? 'Schwarz seidenmatt' : 'Satin black') }),
    ).toBeChecked();
  },
};

export const PickupList: Story = {
  name: 'List with descriptions',
  args: { defaultValue: 'humbucker' },
  render: (args, context) => (
    <div className="max-w-md">
      <OptionGroup
        {...args}
        label={langOf(context) === 'de' ? 'Tonabnehmer' : 'Pickups'}
        options={pickupOptions[langOf(context)]}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(
      within(canvasElement).getByRole('radio', { name: new RegExp(de ? 'Zwei Humbucker' : 'Two humbuckers') }),
    ).toBeChecked();
  },
};

export const FinishOnPhone: Story = {
  globals: mobile,
  args: { layout: 'swatch', defaultValue: 'oxblood' },
  render: (args, context) => (
    <OptionGroup
      {...args}
      label={langOf(context) === 'de' ? 'Lackierung' : 'Finish'}
      options={finishOptions[langOf(context)]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(6);
  },
};

const bodyWoodFinishes: Record<Lang, ConfiguratorOption[]> = {
  en: [
    { value: 'oxblood', label: 'Oxblood red', swatch: '#7a2626', priceDelta: 0 },
    { value: 'moss', label: 'Moss green', swatch: '#4d5a2c', priceDelta: 0 },
    {
      value: 'natural',
      label: 'Natural, open pore',
      swatch: '#d8b27a',
      priceDelta: 180,
      disabled: true,
      unavailableReason: 'Needs an ash body',
    },
    {
      value: 'burst',
      label: 'Three-tone sunburst',
      swatch: 'radial-gradient(#f0c060,#8a3c10 70%,#1e1a17)',
      priceDelta: 240,
      disabled: true,
      unavailableReason: 'Needs an ash or alder body',
    },
  ],
  de: [
    { value: 'oxblood', label: 'Ochsenblutrot', swatch: '#7a2626', priceDelta: 0 },
    { value: 'moss', label: 'Moosgrün', swatch: '#4d5a2c', priceDelta: 0 },
    {
      value: 'natural',
      label: 'Natur, offenporig',
      swatch: '#d8b27a',
      priceDelta: 180,
      disabled: true,
      unavailableReason: 'Nur mit Eschenkorpus',
    },
    {
      value: 'burst',
      label: 'Dreifarbiger Sunburst',
      swatch: 'radial-gradient(#f0c060,#8a3c10 70%,#1e1a17)',
      priceDelta: 240,
      disabled: true,
      unavailableReason: 'Nur mit Korpus aus Esche oder Erle',
    },
  ],
};

export const UnavailableWithReason: Story = {
  name: 'Unavailable choices with their reason',
  args: { layout: 'swatch', defaultValue: 'oxblood', id: 'finish' },
  render: (args, context) => (
    <div className="max-w-2xl">
      <OptionGroup
        {...args}
        label={langOf(context) === 'de' ? 'Lackierung' : 'Finish'}
        description={langOf(context) === 'de' ? 'Korpus: Mahagoni' : 'Body: mahogany'}
        options={bodyWoodFinishes[langOf(context)]}
      />
    </div>
  ),
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    // The step is an anchor the page can link to.
    await expect(canvasElement.querySelector('#finish')).toHaveAttribute('data-slot', 'option-group');
    // The reason is shown in the tile and read as the radio's description, not the generic word.
    const natural = canvas.getByRole('radio', { name: new RegExp(de ? 'Natur, offenporig' : 'Natural, open pore') });
    await expect(natural).toBeDisabled();
    await expect(natural).toHaveAccessibleDescription(de ? 'Nur mit Eschenkorpus' : 'Needs an ash body');
    await expect(canvas.getByText(de ? 'Nur mit Eschenkorpus' : 'Needs an ash body')).toBeVisible();
    await expect(canvas.queryByText(de ? 'nicht verfügbar' : 'unavailable')).toBeNull();
    const burst = canvas.getByRole('radio', { name: new RegExp(de ? 'Sunburst' : 'sunburst') });
    await expect(burst).toHaveAccessibleDescription(
      de ? 'Nur mit Korpus aus Esche oder Erle' : 'Needs an ash or alder body',
    );
    // Arrow keys pass over both unavailable choices and wrap around.
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(de ? 'Moosgrün' : 'Moss green') }));
    await pressArrow('ArrowRight');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('oxblood'));
    await expect(natural).not.toBeChecked();
  },
};
