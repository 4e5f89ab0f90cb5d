import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const copy = {
  en: {
    open: 'Remove item',
    title: 'Remove this guitar from your cart?',
    text: 'You can add it again at any time; we keep your chosen finish.',
    keep: 'Keep it',
    remove: 'Remove',
  },
  de: {
    open: 'Artikel entfernen',
    title: 'Diese Gitarre aus dem Warenkorb entfernen?',
    text: 'Du kannst sie jederzeit wieder hinzufügen; deine Lackierung bleibt gespeichert.',
    keep: 'Behalten',
    remove: 'Entfernen',
  },
};

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: { title: 'Remove this guitar from your cart?' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  render: (args, context) => {
    const c = inLang(context, copy);
    return (
      <Modal
        {...args}
        title={c.title}
        description={c.text}
        size="sm"
        trigger={<Button variant="outline">{c.open}</Button>}
        footer={
          <>
            <Button variant="ghost">{c.keep}</Button>
            <Button variant="danger">{c.remove}</Button>
          </>
        }
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'de' ? 'de' : 'en'];
    const trigger = within(canvasElement).getByRole('button', { name: c.open });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: c.title });
    await expect(dialog).toHaveAccessibleDescription(c.text);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Leave it open for the visual baseline.
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog');
  },
};
