import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewVersionToast, engagementStrings } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const text = (lang: Lang) => engagementStrings[lang];
const dismiss = { en: 'Dismiss', de: 'Ausblenden' };

/** The site shows it when the version file names a newer build than the page runs. */
const meta = {
  title: 'Engagement/NewVersionToast',
  component: NewVersionToast,
  args: { open: true, onOpenChange: fn(), onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewVersionToast>;
export default meta;
type Story = StoryObj<typeof meta>;

const toastOf = () =>
  waitFor(() => {
    const node = document.querySelector<HTMLElement>('[data-slot="toast"]');
    if (!node) throw new Error('no toast yet');
    return node;
  });

export const Offered: Story = {
  name: 'A new version is offered',
  play: async ({ globals, args }) => {
    const lang = langOf({ globals });
    const t = text(lang);
    const toast = await toastOf();
    // waitFor: the toast fades in.
    await waitFor(() => expect(within(toast).getByText(t.newVersionTitle)).toBeVisible());
    await expect(within(toast).getByText(t.newVersionText)).toBeVisible();
    // 'Reload' is a real button (keyboard: Enter), and the toast stays until used or dismissed.
    const reload = within(toast).getByRole('button', { name: t.reload });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(toast).getByRole('button', { name: dismiss[lang] }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OfferedOnPhone: Story = {
  name: 'A new version is offered, phone',
  globals: mobile,
  play: async ({ globals }) => {
    const t = text(langOf({ globals }));
    const toast = await toastOf();
    await waitFor(() => expect(within(toast).getByRole('button', { name: t.reload })).toBeVisible());
    // On a phone the toast spans the width and stays inside the screen.
    const box = toast.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};
