import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria';
import { QuantityStepper } from './QuantityStepper';

function Harness({ initial, max, onChange }: { initial: number; max?: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const setup = (initial: number, max?: number, locale = 'en-US') => {
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <Harness initial={initial} max={max} onChange={onChange} />
    </I18nProvider>,
  );
  return { onChange, user: userEvent.setup() };
};

describe('QuantityStepper', () => {
  it('disables decrement at 1 and never reports less than 1', async () => {
    const { onChange, user } = setup(2);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    await user.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(minus).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clamps a typed value to the range on Enter and on blur', async () => {
    const { onChange, user } = setup(3, 5);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(field).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.clear(field);
    await user.type(field, '40');
    await user.tab();
    expect(field).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('restores the quantity when the field is left empty or with text', async () => {
    const { onChange, user } = setup(4);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('4');
    await user.type(field, 'x');
    await user.tab();
    expect(field).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('labels its controls in German', () => {
    setup(1, undefined, 'de-DE');
    expect(screen.getByRole('textbox', { name: 'Menge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeEnabled();
  });
});
