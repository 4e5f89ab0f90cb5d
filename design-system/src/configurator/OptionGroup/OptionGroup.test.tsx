import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OptionGroup } from './OptionGroup';

describe('OptionGroup unavailable options', () => {
  it("describes a disabled radio with its reason (or 'unavailable') and keeps it out of the name", () => {
    const { container } = render(
      <OptionGroup
        id="finish"
        label="Finish"
        options={[
          { value: 'natural', label: 'Natural' },
          { value: 'burst', label: 'Burst', disabled: true, unavailableReason: 'Needs an ash body' },
          { value: 'gold', label: 'Gold top', disabled: true },
        ]}
      />,
    );
    expect(container.querySelector('[data-slot="option-group"]')?.id).toBe('finish');
    const burst = screen.getByRole('radio', { name: /Burst/ });
    expect(burst).toHaveProperty('disabled', true);
    expect(burst.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(burst.getAttribute('aria-describedby')!)?.textContent).toBe('Needs an ash body');
    // Shown in the tile, but read once (as the description), not as part of the option's name.
    expect(burst.textContent).toContain('Needs an ash body');
    expect(screen.queryByRole('radio', { name: /ash body/ })).toBeNull();
    const gold = screen.getByRole('radio', { name: /Gold top/ });
    expect(document.getElementById(gold.getAttribute('aria-describedby')!)?.textContent).toBe('unavailable');
    expect(screen.getByRole('radio', { name: /Natural/ }).hasAttribute('aria-describedby')).toBe(false);
  });

  it("shows a price instead of the delta when given (a model's base price), else the delta or 'included'", () => {
    const { container } = render(
      <OptionGroup
        label="Model"
        options={[
          { value: 'guitar', label: 'Custom Guitar', price: '2.490 €' },
          { value: 'bass', label: 'Custom Bass', priceDelta: 200 },
          { value: 'uke', label: 'Ukulele' },
        ]}
      />,
    );
    const shown = [...container.querySelectorAll('[data-slot="option-delta"]')].map((e) => e.textContent);
    expect(shown).toEqual(['2.490 €', '+ 200\u00a0€', 'included']);
  });
});
