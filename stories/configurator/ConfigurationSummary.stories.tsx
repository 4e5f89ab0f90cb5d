import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfigurationSummary, OptionGroup, type ConfigurationChoice } from '@tonewood/design-system';
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

export const ExportWithReference: Story = {
  name: 'Export price with reference',
  args: { reference: 'TW-7K3Q-9F2D' },
  render: (args, context) => (
    <div className="max-w-md">
      <ConfigurationSummary
        {...args}
        choices={choices[langOf(context)]}
        taxNote={langOf(context) === 'de' ? 'zzgl. MwSt. (Export)' : 'excl. VAT (export)'}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    await expect(canvas.getByText(de ? 'Referenz TW-7K3Q-9F2D' : 'Reference TW-7K3Q-9F2D')).toBeVisible();
    // The site's tax note replaces the VAT line.
    await expect(canvas.getByText(de ? 'zzgl. MwSt. (Export)' : 'excl. VAT (export)')).toBeVisible();
    await expect(canvas.queryByText(/19/)).toBeNull();
    await expect(canvas.getByText(de ? 'Grundpreis' : 'Base price')).toBeVisible();
  },
};

const pickupDeltas: Record<string, number> = { single: 0, humbucker: 150 };

function SummaryWithChoice({ lang, args }: { lang: Lang; args: Story['args'] }) {
  const [pickup, setPickup] = useState('single');
  const de = lang === 'de';
  const names: Record<string, string> = {
    single: de ? 'Zwei Single Coils' : 'Two single coils',
    humbucker: de ? 'Zwei Humbucker' : 'Two humbuckers',
  };
  return (
    <div className="flex max-w-md flex-col gap-6">
      <OptionGroup
        label={de ? 'Tonabnehmer' : 'Pickups'}
        value={pickup}
        onChange={setPickup}
        options={Object.keys(names).map((value) => ({
          value,
          label: names[value]!,
          priceDelta: pickupDeltas[value],
        }))}
      />
      <ConfigurationSummary
        productName="Nightjar S"
        basePrice={2890}
        onRequestQuote={args?.onRequestQuote ?? fn()}
        onDownloadPdf={args?.onDownloadPdf ?? fn()}
        choices={[{ group: de ? 'Tonabnehmer' : 'Pickups', label: names[pickup]!, priceDelta: pickupDeltas[pickup] }]}
      />
    </div>
  );
}

export const TotalAnnounced: Story = {
  name: 'A new total is announced politely',
  render: (args, context) => <SummaryWithChoice lang={langOf(context)} args={args} />,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[data-slot="configuration-total-announcement"]')!;
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // Nothing on arrival: the total is on the page already.
    await expect(live.textContent).toBe('');
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(de ? 'Zwei Humbucker' : 'Two humbuckers') }));
    await waitFor(() => expect(live.textContent).toBe(`${de ? 'Gesamtpreis' : 'Total'} 3.040${nbsp}€`));
    await expect(canvasElement.querySelector('[data-slot="configuration-total"]')?.textContent).toBe(`3.040${nbsp}€`);
  },
};
