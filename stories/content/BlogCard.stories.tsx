import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogCard } from '@tonewood/design-system';
import { langOf } from '../support/locale';
import { samplePosts } from './sampleContent';

const first = samplePosts('en')[0]!;

const meta = {
  title: 'Content/BlogCard',
  component: BlogCard,
  args: first,
  argTypes: { layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args, context) => {
    const post = samplePosts(langOf(context))[0]!;
    return (
      <div className={args.layout === 'horizontal' ? 'max-w-3xl' : 'max-w-sm'}>
        <BlogCard {...args} {...post} image={args.image ? post.image : undefined} />
      </div>
    );
  },
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: de ? 'Eine Schablone für die Halskontur bauen' : 'Building a neck contour jig',
    });
    await expect(link).toHaveAttribute(
      'href',
      de ? '/de/blog/building-a-neck-contour-jig' : '/blog/building-a-neck-contour-jig',
    );
    // Dates in the page language, from a date-only string without timezone drift.
    await expect(canvasElement.querySelector('time')).toHaveTextContent(de ? '14. Oktober 2026' : 'October 14, 2026');
    await expect(canvas.getByText(de ? '8 Min. Lesezeit' : '8 min read')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
};
