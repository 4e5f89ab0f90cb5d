import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductSafety } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const meta = {
  title: 'Commerce/ProductSafety',
  component: ProductSafety,
  args: { manufacturer: null, model: '', sku: null },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductSafety>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The workshop as the Strapi settings hold it (WORKSHOP of the rules), and the Ember 18's texts from the catalog (abridged). */
const copy = {
  en: {
    manufacturer: {
      name: 'Tonewood Instrumentenbau GmbH',
      address: 'Werkstattweg 12\n04229 Leipzig\nGermany',
      email: 'hello@tonewood.example',
    },
    amp: 'Ember 18 Combo',
    guitar: 'Auric S Classic',
    warnings: [
      'Mains voltage inside: the capacitors hold lethal voltages even after unplugging. Never open the chassis; leave servicing to a qualified technician.',
      'The valves and the rear of the chassis get hot in use. Do not touch them, keep the back uncovered and let the amp cool for 15 minutes before moving it.',
      'Sustained loud sound damages hearing. Keep the volume moderate and wear hearing protection at high levels.',
    ],
    safetyInformation: [
      'Connect only to an earthed 230 V~ 50 Hz socket with the supplied mains cable; never defeat the earth.',
      'Connect the 8 Ω speaker before switching on: without a load the output transformer is damaged.',
    ],
    title: 'Product safety',
    headings: ['Manufacturer', 'Product identifier', 'Warnings', 'Safety information'],
    noVariant: 'Choose a variant',
  },
  de: {
    manufacturer: {
      name: 'Tonewood Instrumentenbau GmbH',
      address: 'Werkstattweg 12\n04229 Leipzig\nDeutschland',
      email: 'hello@tonewood.example',
    },
    amp: 'Ember 18 Combo',
    guitar: 'Auric S Classic',
    warnings: [
      'Netzspannung im Gerät: Die Kondensatoren halten auch nach dem Ausstecken lebensgefährliche Spannungen. Öffne nie das Chassis; überlass Wartung einer Fachkraft.',
      'Röhren und Chassisrückseite werden im Betrieb heiß. Nicht berühren, die Rückseite frei lassen und den Verstärker vor dem Transport 15 Minuten abkühlen lassen.',
      'Dauerhaft hohe Lautstärke schädigt das Gehör. Spiel in maßvoller Lautstärke und trag bei hohen Pegeln Gehörschutz.',
    ],
    safetyInformation: [
      'Nur an eine geerdete Steckdose mit 230 V~ 50 Hz und mit dem mitgelieferten Netzkabel anschließen; die Erdung nie unterbrechen.',
      'Den 8-Ω-Lautsprecher vor dem Einschalten anschließen: Ohne Last wird der Ausgangsübertrager beschädigt.',
    ],
    title: 'Produktsicherheit',
    headings: ['Hersteller', 'Produktkennung', 'Warnhinweise', 'Sicherheitsinformationen'],
    noVariant: 'Wähle eine Variante',
  },
} satisfies Record<Lang, unknown>;

/** An amp: manufacturer, identifier, warnings and safety information, opened. */
export const WithWarnings: Story = {
  name: 'An amp with warnings (open)',
  render: (_, context) => {
    const c = copy[langOf(context)];
    return (
      <ProductSafety
        defaultOpen
        manufacturer={c.manufacturer}
        model={c.amp}
        sku="EMBER-18-COMBO-TWEED"
        warnings={c.warnings}
        safetyInformation={c.safetyInformation}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[langOf({ globals })];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: c.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(c.headings);
    const lists = canvas.getAllByRole('list');
    await expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'hello@tonewood.example' })).toHaveAttribute(
      'href',
      'mailto:hello@tonewood.example',
    );
    await expect(canvasElement.querySelector('address')).toHaveTextContent(c.manufacturer.address.split('\n')[2]!);
    await expect(canvasElement.querySelector('[data-slot="sku"]')).toHaveTextContent('EMBER-18-COMBO-TWEED');
  },
};

/** A guitar: no warnings needed, only manufacturer and identifier; closed until the shopper opens it. */
export const Closed: Story = {
  name: 'A guitar, closed until opened',
  render: (_, context) => {
    const c = copy[langOf(context)];
    return <ProductSafety manufacturer={c.manufacturer} model={c.guitar} sku="AURIC-S-CLASSIC-SUNBURST-RIGHT-HANDED" />;
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[langOf({ globals })];
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('details')!;
    await expect(details.open).toBe(false);
    // The summary is the first stop of the keyboard (Enter and Space open it natively: e2e/product-safety.mjs).
    const summary = canvasElement.querySelector('summary')!;
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await expect(canvas.getByText(c.guitar)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: c.headings[2] })).toBeNull();
  },
};

/** No variant selected yet, an address that is not one (shown, not linked), on a phone. */
export const NoVariantPhone: Story = {
  name: 'No variant selected, unlinkable email (phone)',
  globals: mobile,
  render: (_, context) => {
    const c = copy[langOf(context)];
    return (
      <ProductSafety
        defaultOpen
        manufacturer={{ ...c.manufacturer, email: 'javascript:alert(1)' }}
        model={c.amp}
        sku={null}
        warnings={c.warnings.slice(0, 1)}
        safetyInformation={c.safetyInformation.slice(0, 1)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[langOf({ globals })];
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="sku"]')).toHaveTextContent(c.noVariant);
  },
};
