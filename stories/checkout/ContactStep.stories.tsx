import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactStep } from '@tonewood/design-system';
import { langOf } from '../support/locale';
import { StepFrame, checkoutText, expectedMessages } from './checkoutSamples';

const meta = {
  title: 'Checkout/ContactStep',
  component: ContactStep,
  args: { id: 'contact-step', onSubmit: fn() },
  render: (args) => (
    <StepFrame step="contact" formId={args.id}>
      <ContactStep {...args} />
    </StepFrame>
  ),
} satisfies Meta<typeof ContactStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = checkoutText(langOf({ globals }));
    await expect(within(canvasElement).getByRole('textbox', { name: t.email })).toHaveAttribute(
      'autocomplete',
      'email',
    );
  },
};

/** Continue is blocked: empty gives 'This field is required', malformed 'Please enter a valid email address'. */
export const WithErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const t = checkoutText(lang);
    const m = expectedMessages(lang);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.required);
    await userEvent.type(canvas.getByRole('textbox', { name: t.email }), 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByText(m.invalidEmail)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.invalidEmail);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
  },
};

export const Valid: Story = {
  args: { defaultValues: { email: 'ada@example.com' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = checkoutText(langOf({ globals }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }, expect.anything());
    (document.activeElement as HTMLElement).blur();
  },
};
