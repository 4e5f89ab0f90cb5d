import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompactFooter } from '@tonewood/design-system';
import { inLang, langOf, mobile } from '../support/locale';
import { sampleLegalLinks, sampleSmallPrint } from './sampleNavigation';

/** The footer of the checkout and order pages: the legal pages and the withdrawal function. */
const meta = {
  title: 'Navigation/CompactFooter',
  component: CompactFooter,
  parameters: { layout: 'fullscreen' },
  args: { links: sampleLegalLinks('en'), smallPrint: sampleSmallPrint.en },
  render: (args, context) => (
    <CompactFooter {...args} links={sampleLegalLinks(langOf(context))} smallPrint={inLang(context, sampleSmallPrint)} />
  ),
} satisfies Meta<typeof CompactFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const nav = within(within(canvasElement).getByRole('navigation', { name: de ? 'Fußzeile' : 'Footer' }));
    await expect(nav.getAllByRole('link')).toHaveLength(8);
    await expect(nav.getByRole('link', { name: de ? 'Vertrag widerrufen' : 'Withdraw from contract' })).toHaveAttribute(
      'href',
      de ? '/de/withdrawal' : '/withdrawal',
    );
    await expect(nav.getByRole('link', { name: de ? 'Barrierefreiheit' : 'Accessibility' })).toHaveAttribute(
      'href',
      de ? '/de/accessibility' : '/accessibility',
    );
  },
};

export const Phone: Story = {
  globals: mobile,
};
