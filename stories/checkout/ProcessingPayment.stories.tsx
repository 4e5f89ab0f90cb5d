import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessingPayment } from '@tonewood/design-system';
import { langOf } from '../support/locale';
import { checkoutText } from './checkoutSamples';

const meta = { title: 'Checkout/ProcessingPayment', component: ProcessingPayment } satisfies Meta<
  typeof ProcessingPayment
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The busy state before the success page, announced through a polite live region. */
export const Processing: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(t.processing);
  },
};
