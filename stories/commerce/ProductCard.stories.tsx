import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard, type Availability, type LinkLikeProps, type ReducedPrice } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { imageOf, products, type SampleProduct } from './samples';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    name: products.nightjar.name,
    href: products.nightjar.href,
    image: { src: products.nightjar.src, alt: products.nightjar.alt.en },
    availability: 'available',
    price: 2890,
    from: true,
  },
  argTypes: {
    availability: { control: 'inline-radio', options: ['available', 'built-to-order', 'out-of-stock'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';

const card = (product: SampleProduct): Story['render'] =>
  function Card(args, context) {
    const lang = langOf(context);
    return (
      <div className="w-80">
        <ProductCard
          {...args}
          name={product.name}
          subtitle={product.subtitle[lang]}
          href={product.href}
          image={imageOf(product, lang)}
        />
      </div>
    );
  };

export const Available: Story = {
  render: card(products.nightjar),
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    // The name is the card's one link, to the product page.
    await expect(canvas.getByRole('link', { name: 'Nightjar S' })).toHaveAttribute('href', '/guitars/nightjar-s');
    await expect(canvas.getByRole('heading', { name: 'Nightjar S' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      de ? 'Nightjar-S-Gitarre in Amber Burst' : 'Nightjar S guitar in amber burst',
    );
    await expect(canvasElement.textContent).toContain(`${de ? 'ab' : 'from'} 2.890${nbsp}€`);
    await expect(canvas.getByText(de ? 'Verfügbar' : 'Available')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price-badge"]')).toBeNull();
  },
};

export const BuiltToOrderWithDiscount: Story = {
  name: 'Built to order, reduced',
  args: { availability: 'built-to-order', price: 2290, reduction: { original: 2690, lowest: 2490 }, from: false },
  render: card(products.heron),
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const badge = canvasElement.querySelector('[data-slot="price-badge"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-kind', 'discount');
    // The percent is computed against the 30-day lowest price (2.490 €), not the original (which gives -15).
    await expect(badge.textContent).toContain('-8');
    // The struck-through original sits next to the selling price, the 30-day lowest price under it.
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')?.textContent).toBe(`2.690${nbsp}€`);
    await expect(canvasElement.querySelector('[data-slot="price-lowest"]')?.textContent).toBe(
      de ? `Niedrigster Preis der letzten 30 Tage: 2.490${nbsp}€` : `Lowest price in the last 30 days: 2.490${nbsp}€`,
    );
    await expect(within(canvasElement).getByText(de ? 'Wird auf Bestellung gebaut' : 'Built to order')).toBeVisible();
  },
};

export const OutOfStockWithSurcharge: Story = {
  name: 'Out of stock, surcharge',
  args: { availability: 'out-of-stock', price: 1190, referencePrice: 1090, from: false },
  render: card(products.ember),
  play: async ({ canvasElement, globals }) => {
    const badge = canvasElement.querySelector('[data-slot="price-badge"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-kind', 'surcharge');
    await expect(badge.textContent).toContain('+9');
    // A surcharge is never shown as a reduction: nothing struck through, no 30-day line.
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="price-lowest"]')).toBeNull();
    await expect(
      within(canvasElement).getByText(globals.locale === 'de' ? 'Ausverkauft' : 'Out of stock'),
    ).toBeVisible();
  },
};

/** A router link (here a stand-in for Gatsby's Link) renders the card's link. */
function RouterLink({ href, className, children }: LinkLikeProps) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink, price: 39, from: false },
  render: card(products.tote),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Workshop tote bag' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/product/tote-bag');
  },
};

export const GridOnPhone: Story = {
  name: 'Category grid on phone',
  globals: mobile,
  render: (_, context) => {
    const lang = langOf(context);
    const rows: [SampleProduct, Availability, number, ReducedPrice | undefined][] = [
      [products.nightjar, 'available', 2890, undefined],
      [products.heron, 'built-to-order', 2290, { original: 2690, lowest: 2690 }],
      [products.ember, 'out-of-stock', 1190, undefined],
      [products.tote, 'available', 39, undefined],
    ];
    return (
      <div className="grid grid-cols-2 gap-3">
        {rows.map(([p, availability, price, reduction]) => (
          <ProductCard
            key={p.id}
            name={p.name}
            subtitle={p.subtitle[lang]}
            href={p.href}
            image={imageOf(p, lang)}
            availability={availability}
            price={price}
            reduction={reduction}
            from={p.type === 'guitar' || p.type === 'bass'}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
    const card = canvasElement.querySelector('[data-slot="product-card"]') as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThan(195);
  },
};

const availabilities: Availability[] = ['available', 'built-to-order', 'out-of-stock'];
const badges = [
  { key: 'none' },
  { key: 'reduction', reduction: { original: 1790, lowest: 1690 } },
  { key: 'surcharge', referencePrice: 1390 },
] as const satisfies { key: string; reduction?: ReducedPrice; referencePrice?: number }[];

/** Every availability x badge (none, reduction, surcharge) x 'from' in one grid. */
export const Powerset: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_, context) => {
    const lang = langOf(context);
    return (
      <div className="grid grid-cols-6 gap-3 p-4">
        {availabilities.flatMap((availability) =>
          badges.flatMap((badge) =>
            [false, true].map((from) => (
              <div key={`${availability}-${badge.key}-${from}`} className="flex flex-col gap-1">
                <code className="text-[11px] leading-tight text-walnut-600">
                  {availability} · {badge.key} · {from ? 'from' : 'plain'}
                </code>
                <ProductCard
                  name={products.nightjar.name}
                  href={products.nightjar.href}
                  image={imageOf(products.nightjar, lang)}
                  availability={availability}
                  price={1490}
                  reduction={'reduction' in badge ? badge.reduction : undefined}
                  referencePrice={'referencePrice' in badge ? badge.referencePrice : undefined}
                  from={from}
                  headingLevel="h2"
                  className="flex-1"
                />
              </div>
            )),
          ),
        )}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(18);
    await expect(canvasElement.querySelectorAll('[data-slot="price-badge"][data-kind="discount"]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[data-slot="price-badge"][data-kind="surcharge"]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[data-slot="price-lowest"]')).toHaveLength(6);
  },
};
