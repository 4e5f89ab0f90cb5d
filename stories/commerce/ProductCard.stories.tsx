import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard, type Availability, type LinkLikeProps } from '@tonewood/design-system';
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
  name: 'Built to order, discount',
  args: { availability: 'built-to-order', price: 2290, listPrice: 2690, from: false },
  render: card(products.heron),
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const badge = canvasElement.querySelector('[data-slot="price-badge"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-kind', 'discount');
    await expect(badge.textContent).toContain('-15');
    // The struck-through list price sits next to the selling price.
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')?.textContent).toBe(`2.690${nbsp}€`);
    await expect(within(canvasElement).getByText(de ? 'Wird auf Bestellung gebaut' : 'Built to order')).toBeVisible();
  },
};

export const OutOfStockWithSurcharge: Story = {
  name: 'Out of stock, surcharge',
  args: { availability: 'out-of-stock', price: 1190, listPrice: 1090, from: false },
  render: card(products.ember),
  play: async ({ canvasElement, globals }) => {
    const badge = canvasElement.querySelector('[data-slot="price-badge"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-kind', 'surcharge');
    await expect(badge.textContent).toContain('+9');
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')).toBeNull();
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
    const rows: [SampleProduct, Availability, number, number | undefined][] = [
      [products.nightjar, 'available', 2890, undefined],
      [products.heron, 'built-to-order', 2290, 2690],
      [products.ember, 'out-of-stock', 1190, undefined],
      [products.tote, 'available', 39, undefined],
    ];
    return (
      <div className="grid grid-cols-2 gap-3">
        {rows.map(([p, availability, price, listPrice]) => (
          <ProductCard
            key={p.id}
            name={p.name}
            subtitle={p.subtitle[lang]}
            href={p.href}
            image={imageOf(p, lang)}
            availability={availability}
            price={price}
            listPrice={listPrice}
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
  { key: 'none', listPrice: undefined },
  { key: 'discount', listPrice: 1790 },
  { key: 'surcharge', listPrice: 1390 },
] as const;

/** Every availability x badge (none, discount, surcharge) x 'from' in one grid. */
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
                  listPrice={badge.listPrice}
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
  },
};
