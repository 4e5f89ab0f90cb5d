import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartLineItem } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { imageOf, products } from './samples';

const meta = {
  title: 'Commerce/CartLineItem',
  component: CartLineItem,
  args: {
    title: products.nightjar.name,
    image: { src: products.nightjar.src, alt: products.nightjar.alt.en },
    unitPrice: 2890,
    quantity: 1,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLineItem>;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';

const render: Story['render'] = function Render(args, context) {
  const de = langOf(context) === 'de';
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <div className="max-w-2xl">
      <CartLineItem
        {...args}
        image={imageOf(products.nightjar, langOf(context))}
        href={products.nightjar.href}
        variant={de ? 'Amber Burst · Rechtshänder · Soft C' : 'Amber burst · Right-handed · Soft C'}
        quantity={quantity}
        onQuantityChange={(next) => {
          setQuantity(next);
          args.onQuantityChange(next);
        }}
      />
    </div>
  );
};

export const Default: Story = {
  render,
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    const total = () => canvasElement.querySelector('[data-slot="cart-line-total"]')?.textContent;
    await expect(canvas.getByRole('article', { name: 'Nightjar S' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nightjar S' })).toHaveAttribute('href', '/guitars/nightjar-s');
    await expect(total()).toBe(`2.890${nbsp}€`);
    await userEvent.click(canvas.getByRole('button', { name: de ? 'Menge erhöhen' : 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
    await expect(total()).toBe(`5.780${nbsp}€`);
    await expect(
      canvas.getByRole('textbox', { name: de ? 'Menge von Nightjar S' : 'Quantity of Nightjar S' }),
    ).toHaveValue('2');
    await userEvent.click(
      canvas.getByRole('button', {
        name: de ? 'Nightjar S aus dem Warenkorb entfernen' : 'Remove Nightjar S from cart',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Reduced: Story = {
  name: 'Reduced (sale price with its 30-day lowest price)',
  args: { unitPrice: 2549, reduction: { original: 2999, lowest: 2799 } },
  render,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(canvasElement.querySelector('[data-slot="price-compare"]')?.textContent).toBe(`2.999${nbsp}€`);
    // The badge's percent is computed against the 30-day lowest price: 2549 / 2799 → -9 %.
    const badge = canvasElement.querySelector('[data-slot="price-badge"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-kind', 'discount');
    await expect(badge.querySelector('[aria-hidden]')?.textContent).toBe(de ? `-9${nbsp}%` : '-9%');
    await expect(canvasElement.querySelector('[data-slot="price-lowest"]')?.textContent).toBe(
      de ? `Niedrigster Preis der letzten 30 Tage: 2.799${nbsp}€` : `Lowest price in the last 30 days: 2.799${nbsp}€`,
    );
  },
};

export const Busy: Story = {
  name: 'Busy (updating)',
  args: { busy: true, quantity: 2 },
  render,
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(de ? 'Wird aktualisiert …' : 'Updating…');
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const CartOnPhone: Story = {
  globals: mobile,
  render: (args, context) => {
    const lang = langOf(context);
    const de = lang === 'de';
    return (
      <div>
        <CartLineItem
          {...args}
          image={imageOf(products.heron, lang)}
          title={products.heron.name}
          href={products.heron.href}
          variant={de ? 'Ochsenblutrot · Linkshänder' : 'Oxblood red · Left-handed'}
          unitPrice={2290}
          quantity={1}
        />
        <CartLineItem
          {...args}
          image={imageOf(products.tote, lang)}
          title={products.tote.name}
          unitPrice={39.9}
          quantity={3}
          maxQuantity={5}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const totals = [...canvasElement.querySelectorAll('[data-slot="cart-line-total"]')].map((n) => n.textContent);
    await expect(totals).toEqual([`2.290${nbsp}€`, `119,70${nbsp}€`]);
  },
};
