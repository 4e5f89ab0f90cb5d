import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, MobileMenu } from '@tonewood/design-system';
import { langOf, mobile, smallPhone } from '../support/locale';
import { sampleMenu } from './sampleNavigation';

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  globals: mobile,
  // Open drawers trap focus; on the docs page each story gets its own frame so they stay contained.
  parameters: { docs: { story: { inline: false, iframeHeight: 700 } } },
  args: { menu: sampleMenu('en'), onOpenChange: fn() },
  render: (args, context) => <MobileMenu {...args} menu={sampleMenu(langOf(context))} />,
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BassesTab: Story = {
  name: 'Basses tab (phone)',
  args: { defaultOpen: true, defaultCategoryId: 'basses' },
  play: async ({ globals }) => {
    const de = globals.locale === 'de';
    const dialog = await within(document.body).findByRole('dialog', { name: de ? 'Menü' : 'Menu' });
    await expect(within(dialog).getByRole('tab', { name: de ? 'Bässe' : 'Basses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getAllByRole('link', { name: /Heron J-5/ }).length).toBeGreaterThan(0);
    (dialog as HTMLElement).focus();
  },
};

/** Every category tab, 'Sofort lieferbar' included, is whole and inside the drawer at 320 px. */
export const TabsOnSmallPhone: Story = {
  name: 'Every tab readable (320 px phone)',
  globals: smallPhone,
  args: { defaultOpen: true, defaultCategoryId: 'ready-to-ship' },
  play: async ({ globals }) => {
    const de = globals.locale === 'de';
    const dialog = await within(document.body).findByRole('dialog');
    const drawer = dialog.getBoundingClientRect();
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toContain(de ? 'Sofort lieferbar' : 'Ready to ship');
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      // Not clipped by the drawer, and the name fits its tab on one line.
      await expect(box.left).toBeGreaterThanOrEqual(drawer.left);
      await expect(box.right).toBeLessThanOrEqual(drawer.right);
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    }
    const last = tabs.at(-1)!;
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // Arrow keys still run through every tab, wrapping from the last to the first.
    last.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(last).toHaveFocus();
  },
};

export const TabsAndLinks: Story = {
  name: 'Arrow keys switch tabs; a link closes the menu',
  args: { defaultOpen: true },
  play: async ({ globals, args }) => {
    const de = globals.locale === 'de';
    const dialog = await within(document.body).findByRole('dialog');
    const guitars = within(dialog).getByRole('tab', { name: de ? 'Gitarren' : 'Guitars' });
    guitars.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const amps = within(dialog).getByRole('tab', { name: de ? 'Verstärker' : 'Amplification' });
    await expect(amps).toHaveFocus();
    await expect(amps).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getAllByRole('link', { name: /Ember 30 Combo/ })[0]).toBeVisible();
    const page = within(dialog).getByRole('link', { name: de ? 'Über uns' : 'About' });
    page.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(page);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const FocusReturnsToTrigger: Story = {
  name: 'Focus trap, Escape, focus returns',
  render: (args, context) => (
    <MobileMenu
      {...args}
      menu={sampleMenu(langOf(context))}
      trigger={<Button variant="outline">{langOf(context) === 'de' ? 'Menü öffnen' : 'Open menu'}</Button>}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const trigger = within(canvasElement).getByRole('button', { name: de ? 'Menü öffnen' : 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 20; i += 1) {
      await userEvent.tab({ shift: i % 3 === 0 });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
