import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from '@tonewood/design-system';
import { langOf, mobile } from '../support/locale';

const meta = {
  title: 'Content/NotFound',
  component: NotFound,
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
  render: (args, context) => (
    <main>
      <NotFound {...args} homeHref={langOf(context) === 'de' ? '/de' : '/'} />
    </main>
  ),
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: de ? 'Oh oh! Ich glaube, du hast dich verlaufen.' : "Uh oh! I think you're lost.",
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        de ? 'Die Seite, die du suchst, gibt es nicht.' : 'The page you are looking for does not exist.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: de ? 'Zurück zur Startseite' : 'Back to home' })).toHaveAttribute(
      'href',
      de ? '/de' : '/',
    );
  },
};

export const Phone: Story = {
  globals: mobile,
};
