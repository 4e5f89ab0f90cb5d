import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toast, ToastProvider, type ShopError } from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';

const meta = {
  title: 'Commerce/Toast',
  component: Toast,
  args: { error: 'add-to-cart' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

const addText = { en: 'Add to cart', de: 'In den Warenkorb' };

/** A product page whose add-to-cart call fails: the site shows the shop error as a toast. */
function FailingAddToCart({ error, lang }: { error: ShopError; lang: Lang }) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider duration={60_000}>
      <Button onClick={() => setOpen(true)}>{addText[lang]}</Button>
      <Toast open={open} onOpenChange={setOpen} error={error} />
    </ToastProvider>
  );
}

export const AddToCartError: Story = {
  name: "'Error Adding Item' after a failed add",
  render: (args, context) => <FailingAddToCart error={args.error ?? 'add-to-cart'} lang={langOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const body = within(document.body);
    await expect(body.queryByText(de ? 'Fehler beim Hinzufügen' : 'Error Adding Item')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: addText[langOf({ globals })] }));
    const toast = await waitFor(() => {
      const node = document.querySelector('[data-slot="toast"]');
      if (!node) throw new Error('no toast yet');
      return node as HTMLElement;
    });
    // waitFor: the toast fades in.
    await waitFor(() =>
      expect(within(toast).getByText(de ? 'Fehler beim Hinzufügen' : 'Error Adding Item')).toBeVisible(),
    );
    await expect(
      within(toast).getByText(
        de ? 'Der Artikel konnte nicht in den Warenkorb gelegt werden.' : 'Could not add item to cart.',
      ),
    ).toBeVisible();
    // The viewport is a labelled region that F8 jumps to.
    await expect(
      body.getByRole('region', { name: de ? 'Benachrichtigungen (F8)' : 'Notifications (F8)' }),
    ).toBeInTheDocument();
  },
};

export const DismissWithButton: Story = {
  args: { error: 'insufficient-stock' },
  render: (args, context) => <FailingAddToCart error={args.error ?? 'insufficient-stock'} lang={langOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await userEvent.click(within(canvasElement).getByRole('button', { name: addText[langOf({ globals })] }));
    const text = de
      ? 'Dieses Produkt ist derzeit nicht auf Lager oder du hast die maximal verfügbare Menge erreicht.'
      : "This product is currently out of stock or you've reached the maximum available quantity.";
    const message = await within(document.body).findByText(text);
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.click(within(document.body).getByRole('button', { name: de ? 'Ausblenden' : 'Dismiss' }));
    await waitFor(() => expect(within(document.body).queryByText(text)).toBeNull());
  },
};

const stack: ShopError[] = ['payment', 'no-shipping', 'region-update'];

export const StackOnPhone: Story = {
  name: 'Several toasts on phone',
  globals: mobile,
  render: () => (
    <ToastProvider duration={60_000}>
      {stack.map((error) => (
        <Toast key={error} open error={error} />
      ))}
    </ToastProvider>
  ),
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(3));
  },
};
