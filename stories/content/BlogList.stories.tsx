import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogList } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';
import { samplePosts } from './sampleContent';

const meta = {
  title: 'Content/BlogList',
  component: BlogList,
  args: { posts: samplePosts('en') },
  render: (args, context) => <BlogList {...args} posts={args.posts.length ? samplePosts(langOf(context)) : []} />,
} satisfies Meta<typeof BlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePosts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(
        globals.locale === 'de'
          ? 'Noch keine Artikel. Neue Geschichten aus der Werkstatt sind unterwegs.'
          : 'No articles yet. New stories from the workshop are on their way.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const Phone: Story = {
  globals: mobile,
};
