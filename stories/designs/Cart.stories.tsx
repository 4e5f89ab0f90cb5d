import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, CartLineItem, CartSummary } from '@tonewood/design-system';
import { langOf, type Lang } from '../support/locale';
import { imageOf, products } from '../commerce/samples';
import { PageFrame, href } from './PageFrame';

/**
 * The cart page as designed, composed from the library: the site's cart route is still a
 * client-only shell (Pages/Templates, "Cart shell"), so this is the design the cart feature
 * builds, not a rendering of a site template. The landmark rule is on, as for every page.
 */
const meta = {
  title: 'Designs/Cart',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: { cart: 'Your cart', items: 'Items', checkout: 'Go to checkout' },
  de: { cart: 'Dein Warenkorb', items: 'Artikel', checkout: 'Zur Kasse' },
} satisfies Record<Lang, Record<string, string>>;

const section = 'mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8';

function CartPage({ lang }: { lang: Lang }) {
  const c = copy[lang];
  return (
    <PageFrame lang={lang} cartQuantity={3}>
      <div className={`${section} grid gap-10 lg:grid-cols-[1fr_22rem]`}>
        <section aria-labelledby="cart-title">
          <h1 id="cart-title" className="mb-6 font-display text-4xl font-semibold">
            {c.cart}
          </h1>
          <h2 className="sr-only">{c.items}</h2>
          <ul className="divide-y divide-maple-300">
            <li>
              <CartLineItem
                title={products.nightjar.name}
                variant="Amber burst · Right-handed"
                image={imageOf(products.nightjar, lang)}
                href={href(lang, products.nightjar.href)}
                unitPrice={2890}
                quantity={1}
                onQuantityChange={() => {}}
                onRemove={() => {}}
              />
            </li>
            <li>
              <CartLineItem
                title={products.tote.name}
                image={imageOf(products.tote, lang)}
                href={href(lang, products.tote.href)}
                unitPrice={24.5}
                quantity={2}
                onQuantityChange={() => {}}
                onRemove={() => {}}
              />
            </li>
          </ul>
        </section>
        <CartSummary
          subtotal={2939}
          taxAmount={469.25}
          shipping={0}
          total={2939}
          taxMode="included"
          action={
            <Button asChild size="lg" className="w-full">
              <a href={href(lang, '/checkout/cart_01')}>{c.checkout}</a>
            </Button>
          }
        />
      </div>
    </PageFrame>
  );
}

export const Cart: Story = {
  render: (_, context) => <CartPage lang={langOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: globals.locale === 'de' ? 'Zur Kasse' : 'Go to checkout' }),
    ).toBeVisible();
  },
};
