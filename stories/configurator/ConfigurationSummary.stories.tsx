import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfigurationSummary, type ConfigurationChoice } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const choices: Record<Lang, ConfigurationChoice[]> = {
  en: [
    { group: 'Finish', label: 'Oxblood red', swatch: '#7a2626', priceDelta: 120 },
    { group: 'Handedness', label: 'Left-handed', priceDelta: 0 },
    { group: 'Pickups', label: 'Two humbuckers', priceDelta: 150 },
    { group: 'Neck', label: 'Roasted maple, Soft C', priceDelta: -45.5 },
  ],
  de: [
    { group: 'Lackierung', label: 'Ochsenblutrot', swatch: '#7a2626', priceDelta: 120 },
    { group: 'Ausführung', label: 'Linkshänder', priceDelta: 0 },
    { group: 'Tonabnehmer', label: 'Zwei Humbucker', priceDelta: 150 },
    { group: 'Hals', label: 'Geröstetes Ahorn, Soft C', priceDelta: -45.5 },
  ],
};

const meta = {
  title: 'Configurator/ConfigurationSummary',
  component: ConfigurationSummary,
  args: {
    productName: 'Nightjar S',
    basePrice: 2890,
    choices: choices.en,
    onRequestQuote: fn(),
    onDownloadPdf: fn(),
  },
} satisfies Meta<typeof ConfigurationSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';

const render: Story['render'] = (args, context) => (
  <div className="max-w-md">
    <ConfigurationSummary {...args} choices={choices[langOf(context)]} />
  </div>
);

export const Default: Story = {
  render,
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="configuration-total"]')?.textContent).toBe(
      `3.114,50${nbsp}€`,
    );
    await expect(canvas.getByText(de ? 'inklusive' : 'included')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: de ? 'Angebot anfragen' : 'Request a quote' }));
    await expect(args.onRequestQuote).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: de ? 'PDF herunterladen' : 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledOnce();
  },
};

export const PreparingPdf: Story = {
  name: 'Preparing the PDF (busy)',
  args: { pdfBusy: true },
  render,
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const pdf = within(canvasElement).getByRole('button', { name: de ? 'PDF herunterladen' : 'Download PDF' });
    await expect(pdf).toHaveAttribute('aria-busy', 'true');
    await expect(pdf).toBeDisabled();
    await expect(args.onDownloadPdf).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  globals: mobile,
  render: (args, context) => <ConfigurationSummary {...args} choices={choices[langOf(context)]} />,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    // Stacked full-width buttons keep their full touch height on a phone.
    for (const button of buttons) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
