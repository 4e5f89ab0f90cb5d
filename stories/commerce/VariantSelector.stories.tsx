import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantSelector, type VariantOptionGroup } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';
import { finishes } from './samples';

const groups: Record<Lang, VariantOptionGroup[]> = {
  en: [
    {
      id: 'finish',
      label: 'Finish',
      values: [
        { value: 'amber-burst', label: 'Amber burst', swatch: finishes.amberBurst },
        { value: 'oxblood', label: 'Oxblood red', swatch: finishes.oxbloodRed },
        { value: 'moss', label: 'Moss green', swatch: finishes.mossGreen, available: false },
        { value: 'natural', label: 'Natural ash', swatch: finishes.natural },
      ],
    },
    {
      id: 'handedness',
      label: 'Handedness',
      values: [
        { value: 'right', label: 'Right-handed' },
        { value: 'left', label: 'Left-handed' },
      ],
    },
    {
      id: 'neck',
      label: 'Neck profile',
      values: [
        { value: 'c', label: 'Soft C' },
        { value: 'd', label: 'Modern D', available: false },
        { value: 'v', label: 'Vintage V' },
      ],
    },
  ],
  de: [
    {
      id: 'finish',
      label: 'Lackierung',
      values: [
        { value: 'amber-burst', label: 'Amber Burst', swatch: finishes.amberBurst },
        { value: 'oxblood', label: 'Ochsenblutrot', swatch: finishes.oxbloodRed },
        { value: 'moss', label: 'Moosgrün', swatch: finishes.mossGreen, available: false },
        { value: 'natural', label: 'Esche natur', swatch: finishes.natural },
      ],
    },
    {
      id: 'handedness',
      label: 'Ausführung',
      values: [
        { value: 'right', label: 'Rechtshänder' },
        { value: 'left', label: 'Linkshänder' },
      ],
    },
    {
      id: 'neck',
      label: 'Halsprofil',
      values: [
        { value: 'c', label: 'Soft C' },
        { value: 'd', label: 'Modern D', available: false },
        { value: 'v', label: 'Vintage V' },
      ],
    },
  ],
};

/** Presses an arrow key as a person does: down, a moment, up. */
async function pressArrow(key: 'ArrowLeft' | 'ArrowRight', times = 1) {
  for (let i = 0; i < times; i += 1) {
    await userEvent.keyboard(`{${key}>}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await userEvent.keyboard(`{/${key}}`);
  }
}

const meta = {
  title: 'Commerce/VariantSelector',
  component: VariantSelector,
  args: { groups: groups.en, onChange: fn() },
} satisfies Meta<typeof VariantSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args, context) => (
  <div className="max-w-xl">
    <VariantSelector {...args} groups={groups[langOf(context)]} />
  </div>
);

export const Default: Story = {
  name: 'Select with arrow keys',
  args: { defaultValue: { finish: 'amber-burst', handedness: 'right', neck: 'c' } },
  render,
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    const finish = canvas.getByRole('radiogroup', { name: de ? 'Lackierung' : 'Finish' });
    const amber = within(finish).getByRole('radio', { name: de ? 'Amber Burst' : 'Amber burst' });
    await expect(amber).toBeChecked();

    // Tab reaches the checked value; the arrow keys move and select within the group.
    await userEvent.click(amber);
    await waitFor(() => expect(amber).toHaveFocus());
    await pressArrow('ArrowRight');
    const oxblood = within(finish).getByRole('radio', { name: de ? 'Ochsenblutrot' : 'Oxblood red' });
    await waitFor(() => expect(oxblood).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith({ finish: 'oxblood', handedness: 'right', neck: 'c' });

    // The unavailable finish is disabled and skipped: the next arrow lands on natural ash.
    const moss = within(finish).getByRole('radio', {
      name: de ? 'Moosgrün (nicht verfügbar)' : 'Moss green (unavailable)',
    });
    await expect(moss).toBeDisabled();
    await pressArrow('ArrowRight');
    await waitFor(() =>
      expect(within(finish).getByRole('radio', { name: de ? 'Esche natur' : 'Natural ash' })).toBeChecked(),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ finish: 'natural', handedness: 'right', neck: 'c' });

    // Tab leaves the group for the next one; Left arrow picks left-handed.
    await userEvent.tab();
    const hand = canvas.getByRole('radiogroup', { name: de ? 'Ausführung' : 'Handedness' });
    await waitFor(() => expect(hand.contains(document.activeElement)).toBe(true));
    await pressArrow('ArrowRight');
    await expect(args.onChange).toHaveBeenLastCalledWith({ finish: 'natural', handedness: 'left', neck: 'c' });
  },
};

export const NothingSelectedYet: Story = {
  render,
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(9);
    await expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await expect(radios.filter((r) => (r as HTMLInputElement).disabled)).toHaveLength(2);
  },
};

export const OnPhone: Story = {
  globals: mobile,
  args: { defaultValue: { finish: 'oxblood', handedness: 'left', neck: 'v' } },
  render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio', { checked: true })).toHaveLength(3);
  },
};
