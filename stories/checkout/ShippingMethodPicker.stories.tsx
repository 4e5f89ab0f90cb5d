import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShippingMethodPicker } from '@tonewood/design-system';
import { langOf } from '../support/locale';
import { checkoutText, expectedMessages, shippingMethods } from './checkoutSamples';

const meta = {
  title: 'Checkout/ShippingMethodPicker',
  component: ShippingMethodPicker,
  args: { methods: shippingMethods.en, value: undefined, onValueChange: fn() },
  render: function Render(args, context) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-xl">
        <ShippingMethodPicker
          {...args}
          methods={shippingMethods[langOf(context)]}
          value={value}
          onValueChange={(id) => {
            setValue(id);
            args.onValueChange(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ShippingMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prices through formatPrice (German format in both languages); 0 shows as free. Arrow keys choose. */
export const Chosen: Story = {
  args: { value: 'standard' },
  play: async ({ canvasElement, globals, args }) => {
    const lang = langOf({ globals });
    const t = checkoutText(lang);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('39,90 €')).toBeVisible();
    await expect(canvas.getAllByText(t.free)).toHaveLength(2);
    const standard = canvas.getByRole('radio', { name: shippingMethods[lang][0].name });
    await expect(standard).toBeChecked();
    standard.focus();
    // Radix moves focus after the keydown and checks the row while the arrow key is held, as people press it.
    await userEvent.keyboard('{ArrowDown>}');
    const express = canvas.getByRole('radio', { name: shippingMethods[lang][1].name });
    await waitFor(() => expect(express).toHaveFocus());
    await waitFor(() => expect(express).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenCalledWith('express');
    (document.activeElement as HTMLElement).blur();
  },
};

export const WithError: Story = {
  render: (args, context) => (
    <div className="max-w-xl">
      <ShippingMethodPicker
        {...args}
        methods={shippingMethods[langOf(context)]}
        error={expectedMessages(langOf(context)).shippingMethodRequired}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      expectedMessages(langOf({ globals })).shippingMethodRequired,
    );
  },
};
