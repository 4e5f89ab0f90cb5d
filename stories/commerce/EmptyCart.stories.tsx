import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyCart } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const categories: Record<Lang, { label: string; href: string }[]> = {
  en: [
    { label: 'Guitars', href: '/guitars' },
    { label: 'Basses', href: '/basses' },
    { label: 'Ready to ship', href: '/ready-to-ship' },
  ],
  de: [
    { label: 'Gitarren', href: '/de/guitars' },
    { label: 'Bässe', href: '/de/basses' },
    { label: 'Sofort lieferbar', href: '/de/ready-to-ship' },
  ],
};

const meta = {
  title: 'Commerce/EmptyCart',
  component: EmptyCart,
  args: { links: categories.en },
  render: (args, context) => <EmptyCart {...args} links={categories[langOf(context)]} />,
} satisfies Meta<typeof EmptyCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page without items: the way back leads to the categories, guitars first. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: de ? 'Dein Warenkorb ist leer' : 'Your cart is empty' }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(categories[de ? 'de' : 'en'].map((c) => c.href));
    await expect(links[0]).toHaveTextContent(de ? 'Gitarren' : 'Guitars');
  },
};

/** On a phone the links wrap under the text and stay large enough to tap. */
export const OnPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
