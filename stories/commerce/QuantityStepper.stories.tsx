import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '@tonewood/design-system';
import { langOf } from '../support/locale';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the quantity like the cart does, so the stepper can be driven in the story. */
function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const labels = (de: boolean) => ({
  field: de ? 'Menge' : 'Quantity',
  minus: de ? 'Menge verringern' : 'Decrease quantity',
  plus: de ? 'Menge erhöhen' : 'Increase quantity',
});

export const CannotGoBelowOne: Story = {
  name: 'Cannot go below 1',
  args: { value: 2 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const l = labels(langOf({ globals }) === 'de');
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: l.field });
    const minus = canvas.getByRole('button', { name: l.minus });
    await expect(field).toHaveValue('2');
    await userEvent.click(minus);
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // At 1 the minus button is disabled and focus stays in the control, on the field.
    await expect(minus).toBeDisabled();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveValue('1');
    // Typing 0 is clamped back to 1.
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: l.plus }));
    await expect(field).toHaveValue('2');
    await expect(minus).toBeEnabled();
  },
};

export const TypedValueClampsToMax: Story = {
  name: 'Typed value clamps to max',
  args: { value: 3, max: 5 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const l = labels(de);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: l.field });
    await expect(field).toHaveAccessibleDescription(de ? 'Höchstens 5' : 'At most 5');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.tab();
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: l.plus })).toBeDisabled();
    // Clearing the field and leaving it restores the quantity.
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue('5');
  },
};

const states = [
  { key: 'at 1', value: 1 },
  { key: 'middle', value: 3, max: 9 },
  { key: 'at max', value: 9, max: 9 },
  { key: 'disabled', value: 2, disabled: true },
] as const;

/** Every size x state (at the minimum, in range, at the maximum, disabled) in one grid. */
export const Powerset: Story = {
  render: (args) => (
    <div className="grid w-fit grid-cols-4 items-center gap-x-8 gap-y-4">
      {(['sm', 'md'] as const).flatMap((size) =>
        states.map((state) => (
          <div key={`${size}-${state.key}`} className="flex flex-col items-start gap-1">
            <code className="text-xs text-walnut-600">
              {size} · {state.key}
            </code>
            <QuantityStepper
              {...args}
              size={size}
              value={state.value}
              max={'max' in state ? state.max : undefined}
              disabled={'disabled' in state}
            />
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const l = labels(langOf({ globals }) === 'de');
    const canvas = within(canvasElement);
    const fields = canvas.getAllByRole('textbox');
    await expect(fields.map((f) => (f as HTMLInputElement).value)).toEqual(['1', '3', '9', '2', '1', '3', '9', '2']);
    const minus = canvas.getAllByRole('button', { name: l.minus });
    const plus = canvas.getAllByRole('button', { name: l.plus });
    await expect(minus.map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
    await expect(plus.map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
  },
};
