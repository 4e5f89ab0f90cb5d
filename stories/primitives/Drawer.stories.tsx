import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Drawer, TextField } from '@tonewood/design-system';
import { inLang, mobile, type Lang } from '../support/locale';

const copy = {
  en: {
    open: 'Open panel',
    title: 'Stay in tune',
    text: 'Workshop news, new builds and tonewood arrivals, once a month.',
    email: 'Email address',
    close: 'Close',
    send: 'Subscribe',
  },
  de: {
    open: 'Panel öffnen',
    title: 'Bleib in Stimmung',
    text: 'Neuigkeiten aus der Werkstatt, neue Instrumente und Tonholz, einmal im Monat.',
    email: 'E-Mail-Adresse',
    close: 'Schließen',
    send: 'Abonnieren',
  },
} satisfies Record<Lang, Record<string, string>>;

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { title: 'Stay in tune', side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left'] } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args, context) => {
  const c = inLang(context, copy);
  return (
    <Drawer
      {...args}
      title={c.title}
      trigger={<Button>{c.open}</Button>}
      footer={<Button className="w-full">{c.send}</Button>}
    >
      <p className="mb-4 text-walnut-600">{c.text}</p>
      <TextField label={c.email} type="email" name="email" autoComplete="email" />
    </Drawer>
  );
};

async function openAndCheckFocusCycle(canvasElement: HTMLElement, lang: Lang) {
  const c = copy[lang];
  const trigger = within(canvasElement).getByRole('button', { name: c.open });
  await userEvent.click(trigger);
  const dialog = await within(document.body).findByRole('dialog', { name: c.title });
  // Focus moves into the drawer and stays there (focus trap).
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  for (let i = 0; i < 5; i += 1) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
  return { trigger, dialog };
}

export const Right: Story = {
  render,
  play: async ({ canvasElement, globals }) => {
    const lang = globals.locale === 'de' ? 'de' : 'en';
    const { trigger, dialog } = await openAndCheckFocusCycle(canvasElement, lang);
    await expect(dialog).toHaveAttribute('data-side', 'right');
    // Escape closes it and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // The close button closes it too.
    await userEvent.click(trigger);
    const again = await within(document.body).findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: copy[lang].close }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Left: Story = {
  args: { side: 'left' },
  render,
  play: async ({ canvasElement, globals }) => {
    const { dialog } = await openAndCheckFocusCycle(canvasElement, globals.locale === 'de' ? 'de' : 'en');
    await expect(dialog).toHaveAttribute('data-side', 'left');
  },
};

export const OpenOnPhone: Story = {
  args: { defaultOpen: true },
  globals: mobile,
  render,
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: copy[globals.locale === 'de' ? 'de' : 'en'].close }),
    ).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(390);
  },
};
