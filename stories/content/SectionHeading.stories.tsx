import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from '@tonewood/design-system';
import { inLang, mobile, smallPhone } from '../support/locale';

const copy = {
  en: { title: 'From the workshop', action: 'All posts', href: '/blog' },
  de: { title: 'Aus der Werkstatt', action: 'Alle Beiträge', href: '/de/blog' },
};

const meta = {
  title: 'Content/SectionHeading',
  component: SectionHeading,
  args: { title: copy.en.title },
  render: (args, context) => {
    const c = inLang(context, copy);
    return (
      <section aria-labelledby="latest-posts">
        <SectionHeading {...args} id="latest-posts" title={c.title} action={{ href: c.href, label: c.action }} />
      </section>
    );
  },
} satisfies Meta<typeof SectionHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link keeps its text on one line: beside the heading when there is room, under it when not. */
const linkOnOneLine: Story['play'] = async ({ canvasElement, globals }) => {
  const c = globals.locale === 'de' ? copy.de : copy.en;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('region', { name: c.title })).toBeVisible();
  const link = canvas.getByRole('link', { name: c.action });
  await expect(link).toHaveAttribute('href', c.href);
  const lineHeight = parseFloat(getComputedStyle(link).lineHeight);
  await expect(link.getBoundingClientRect().height).toBeLessThan(1.5 * lineHeight);
};

export const WithLink: Story = { name: 'With a link (desktop)', play: linkOnOneLine };

export const WithLinkOnPhone: Story = { name: 'With a link, phone', globals: mobile, play: linkOnOneLine };

export const WithLinkOnSmallPhone: Story = {
  name: 'With a link, 320 px phone',
  globals: smallPhone,
  play: linkOnOneLine,
};
