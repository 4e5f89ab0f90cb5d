import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvailabilityBadge } from '@tonewood/design-system';

const meta = {
  title: 'Commerce/AvailabilityBadge',
  component: AvailabilityBadge,
  args: { status: 'available' },
  argTypes: { status: { control: 'inline-radio', options: ['available', 'built-to-order', 'out-of-stock'] } },
} satisfies Meta<typeof AvailabilityBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  en: ['Available', 'Built to order', 'Out of stock'],
  de: ['Verfügbar', 'Wird auf Bestellung gebaut', 'Ausverkauft'],
};

/** Every status at both sizes. */
export const Powerset: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <code className="w-8 text-xs">{size}</code>
          {(['available', 'built-to-order', 'out-of-stock'] as const).map((status) => (
            <AvailabilityBadge key={status} status={status} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const label of labels[globals.locale === 'de' ? 'de' : 'en']) {
      await expect(canvas.getAllByText(label)).toHaveLength(2);
    }
  },
};
