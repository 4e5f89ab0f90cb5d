import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBadge } from '@tonewood/design-system';

const meta = { title: 'Commerce/PriceBadge', component: PriceBadge } satisfies Meta<typeof PriceBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discount: Story = {
  args: { price: 2549, referencePrice: 2999 },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const badge = canvasElement.querySelector('[data-slot="price-badge"]')!;
    await expect(badge).toHaveAttribute('data-kind', 'discount');
    await expect(badge.querySelector('[aria-hidden]')?.textContent).toBe(de ? '-15\u00a0%' : '-15%');
    await expect(within(canvasElement).getByText(de ? '15 % Rabatt' : '15% discount')).toBeInTheDocument();
  },
};

export const Surcharge: Story = {
  args: { price: 1080, referencePrice: 1000 },
  play: async ({ canvasElement, globals }) => {
    const badge = canvasElement.querySelector('[data-slot="price-badge"]')!;
    await expect(badge).toHaveAttribute('data-kind', 'surcharge');
    await expect(badge.querySelector('[aria-hidden]')?.textContent).toBe(globals.locale === 'de' ? '+8\u00a0%' : '+8%');
  },
};

export const NoChange: Story = {
  name: 'No change (renders nothing)',
  args: { price: 1000, referencePrice: 1000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-badge"]')).toBeNull();
  },
};

const percents = [-50, -15, -3, 4, 8, 25];

/** Both kinds at both sizes. */
export const Powerset: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex items-center gap-3">
          <code className="w-8 text-xs">{size}</code>
          {percents.map((percent) => (
            <PriceBadge key={percent} percent={percent} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-kind="discount"]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[data-kind="surcharge"]')).toHaveLength(6);
  },
};
