import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MegaMenu } from '@tonewood/design-system';
import { langOf } from '../support/locale';
import { sampleMenu } from './sampleNavigation';

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  args: { menu: sampleMenu('en') },
  // The dropdown spans the nearest positioned ancestor; in the shop that is the header.
  render: (args, context) => (
    <div className="relative min-h-[480px]">
      <div className="relative flex justify-center border-b border-maple-300 bg-maple-50 py-2">
        <MegaMenu {...args} menu={sampleMenu(langOf(context))} />
      </div>
    </div>
  ),
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AmplificationOpen: Story = {
  name: 'Amplification open',
  args: { defaultValue: 'amplification' },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: de ? 'Verstärker' : 'Amplification' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas.getByRole('link', { name: de ? 'Alle Verstärker ansehen' : 'View all Amplification' }),
    ).toHaveAttribute('href', de ? '/de/amplification' : '/amplification');
  },
};

export const SwitchWithArrowKeys: Story = {
  name: 'Arrow keys move between triggers',
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    const guitars = canvas.getByRole('button', { name: de ? 'Gitarren' : 'Guitars' });
    guitars.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: de ? 'Bässe' : 'Basses' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: de ? 'Bässe' : 'Basses' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await expect(canvas.getAllByRole('link', { name: /Heron J-5/ })[0]).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="featured-tile"]')).toBeNull());
  },
};
