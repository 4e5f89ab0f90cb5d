import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';

/** The pages of a long category listing (48 cards a page): previous, page numbers, next. */
const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { current: 5, total: 42, hrefFor: (page: number) => (page === 1 ? '/guitars' : `/guitars/page/${page}`) },
  render: (args, context) => {
    const prefix = langOf(context) === 'de' ? '/de' : '';
    return <Pagination {...args} hrefFor={(page) => `${prefix}${args.hrefFor(page)}`} />;
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const nav = within(within(canvasElement).getByRole('navigation', { name: de ? 'Seiten' : 'Pages' }));
    await expect(nav.getByRole('link', { name: de ? 'Seite 5' : 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: de ? 'Zurück' : 'Previous' })).toHaveAttribute(
      'href',
      de ? '/de/guitars/page/4' : '/guitars/page/4',
    );
    await expect(nav.getByRole('link', { name: de ? 'Seite 1' : 'Page 1' })).toHaveAttribute(
      'href',
      de ? '/de/guitars' : '/guitars',
    );
    await expect(nav.getAllByRole('link')).toHaveLength(7);
  },
};

export const FirstPage: Story = {
  args: { current: 1, total: 3 },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const nav = within(canvasElement);
    await expect(nav.queryByRole('link', { name: de ? 'Zurück' : 'Previous' })).toBeNull();
    await expect(nav.getByRole('link', { name: de ? 'Weiter' : 'Next' })).toHaveAttribute(
      'href',
      de ? '/de/guitars/page/2' : '/guitars/page/2',
    );
  },
};

export const OnePage: Story = {
  args: { current: 1, total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Phone: Story = {
  globals: mobile,
};
