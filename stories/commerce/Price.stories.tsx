import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@tonewood/design-system';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { amount: 1299 },
  argTypes: { taxNote: { control: 'inline-radio', options: [undefined, 'included', 'excluded'] } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';
const amountOf = (root: HTMLElement) => root.querySelector('[data-slot="price-amount"]')?.textContent;

export const WholeAmount: Story = {
  args: { amount: 1299 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toBe(`1.299${nbsp}€`);
  },
};

export const WithCents: Story = {
  args: { amount: 1299.5 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toBe(`1.299,50${nbsp}€`);
  },
};

export const FromWithTaxNote: Story = {
  name: "'from' price with tax note",
  args: { amount: 2890, from: true, taxNote: 'included', size: 'lg' },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    // German number format in both languages; only the words change.
    await expect(canvasElement.textContent).toContain(`${de ? 'ab' : 'from'} 2.890${nbsp}€`);
    await expect(within(canvasElement).getByText(de ? 'inkl. 19 % MwSt.' : 'incl. 19% VAT')).toBeVisible();
  },
};

export const ExportWithCompareAt: Story = {
  name: 'Export price, struck-through list price',
  args: { amount: 2428.57, compareAt: 2699, taxNote: 'excluded' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')?.textContent).toBe(`2.699${nbsp}€`);
    await expect(amountOf(canvasElement)).toBe(`2.428,57${nbsp}€`);
  },
};

export const ReductionWithLowestPrice: Story = {
  name: 'Reduction with the 30-day lowest price',
  args: { amount: 2549, from: true, compareAt: 2999, lowestPrice: 2799, taxNote: 'included', size: 'lg' },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')?.textContent).toBe(`2.999${nbsp}€`);
    await expect(amountOf(canvasElement)).toBe(`2.549${nbsp}€`);
    // EU price indication: every reduction names the lowest price of the 30 days before it.
    const lowest = canvasElement.querySelector('[data-slot="price-lowest"]');
    await expect(lowest).toBeVisible();
    await expect(lowest?.textContent).toBe(
      de ? `Niedrigster Preis der letzten 30 Tage: 2.799${nbsp}€` : `Lowest price in the last 30 days: 2.799${nbsp}€`,
    );
  },
};

const sizes = ['sm', 'md', 'lg'] as const;
const notes = [undefined, 'included', 'excluded'] as const;

/** Every size x from x tax note x compare-at in one grid. */
export const Powerset: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-6">
      {sizes.flatMap((size) =>
        notes.flatMap((taxNote) =>
          [false, true].map((from) => (
            <div key={`${size}-${taxNote}-${from}`} className="rounded-md border border-maple-300 bg-white p-3">
              <code className="mb-1 block text-xs text-walnut-600">
                {size} · {taxNote ?? 'no note'} · {from ? 'from' : 'plain'}
              </code>
              <Price
                amount={from ? 1499 : 1499.9}
                from={from}
                taxNote={taxNote}
                size={size}
                compareAt={from ? undefined : 1699}
              />
            </div>
          )),
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="price"]')).toHaveLength(18);
  },
};
