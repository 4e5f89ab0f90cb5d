import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from '@tonewood/design-system';
import { inLang, langOf, mobile } from '../support/locale';
import { sampleFooter, sampleSlogan, sampleSmallPrint, sampleSocial } from './sampleNavigation';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    slogan: sampleSlogan.en,
    social: sampleSocial,
    footer: sampleFooter('en'),
    smallPrint: sampleSmallPrint.en,
    onSubscribe: fn(),
  },
  render: (args, context) => (
    <Footer
      {...args}
      slogan={inLang(context, sampleSlogan)}
      smallPrint={inLang(context, sampleSmallPrint)}
      footer={sampleFooter(langOf(context), args.footer.columns.length === 3 ? 3 : 4)}
    />
  ),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    for (const network of ['Instagram', 'YouTube', 'Facebook']) {
      await expect(canvas.getByRole('link', { name: `Tonewood ${de ? 'auf' : 'on'} ${network}` })).toBeVisible();
    }
    const subscribe = canvas.getByRole('button', {
      name: de ? 'Newsletter abonnieren' : 'Subscribe to the newsletter',
    });
    await userEvent.click(subscribe);
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    // Locked for 200 ms after a click, then usable again.
    await expect(subscribe).toBeDisabled();
    await waitFor(() => expect(subscribe).toBeEnabled());
    await expect(canvas.getByRole('link', { name: de ? 'Impressum' : 'Imprint' })).toHaveAttribute(
      'href',
      de ? '/de/imprint' : '/imprint',
    );
  },
};

export const ThreeColumns: Story = {
  args: { footer: sampleFooter('en', 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Phone: Story = {
  globals: mobile,
};
