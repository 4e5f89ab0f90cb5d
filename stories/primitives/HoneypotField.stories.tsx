import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, HoneypotField, TextField } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const meta = { title: 'Primitives/HoneypotField', component: HoneypotField, args: { label: 'Website' } } satisfies Meta<
  typeof HoneypotField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAForm: Story = {
  render: (args, context) => (
    <form className="relative grid max-w-md gap-4" onSubmit={(e) => e.preventDefault()}>
      <TextField label={inLang(context, { en: 'Name', de: 'Name' })} name="name" />
      <HoneypotField {...args} />
      <Button type="submit">{inLang(context, { en: 'Send', de: 'Senden' })}</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    // Bots find it in the markup ...
    await expect(trap).toBeInTheDocument();
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // ... but people do not see it, assistive tech does not announce it ...
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await expect(trap.getBoundingClientRect().right).toBeLessThan(0);
    // ... and the keyboard skips from the name field straight to the button.
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};
