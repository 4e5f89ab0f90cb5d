import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromotionCodeField, type PromotionCodeFieldProps } from '@tonewood/design-system';
import { inLang, langOf, mobile } from '../support/locale';

const meta = {
  title: 'Commerce/PromotionCodeField',
  component: PromotionCodeField,
  args: { applied: [], onApply: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <PromotionCodeField {...args} />
    </div>
  ),
} satisfies Meta<typeof PromotionCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  en: { label: 'Promotion code', apply: 'Apply', remove: 'Remove code MERCH10' },
  de: { label: 'Aktionscode', apply: 'Einlösen', remove: 'Code MERCH10 entfernen' },
};

/** The field as the cart shows it first. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = inLang({ globals }, text);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.label })).toHaveAttribute('autocomplete', 'off');
    await expect(canvas.getByRole('button', { name: t.apply })).toBeEnabled();
  },
};

/** Typed in lower case with spaces: applied as 'MERCH10'. */
export const AppliesTheCode: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = inLang({ globals }, text);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.label }), ' merch10 ');
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('MERCH10');
    (document.activeElement as HTMLElement).blur();
  },
};

/** Empty and malformed codes never reach the shop; the message is linked to the field. */
export const FormatErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const de = langOf({ globals }) === 'de';
    const t = inLang({ globals }, text);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: t.label });
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      de ? 'Bitte gib einen Code ein.' : 'Please enter a code.',
    );
    await userEvent.type(field, 'no way!');
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    const alert = await canvas.findByText(
      de ? 'Ein Code besteht nur aus Buchstaben, Ziffern, - und _.' : 'A code has only letters, digits, - and _.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    await expect(args.onApply).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
  },
};

/**
 * Medusa refused the code: it does not exist, or it does not apply to this cart. The shop answers
 * both alike (a code cannot be guessed from the answer), so the text claims neither.
 */
export const UnknownCode: Story = {
  args: { problem: { kind: 'unknown', code: 'SUMMER99' } },
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      de
        ? 'Den Code SUMMER99 kannst du für diesen Warenkorb nicht verwenden. Bitte prüfe ihn.'
        : 'The code SUMMER99 cannot be used for this cart. Please check it.',
    );
  },
};

/** Known, but it takes nothing off this cart (expired, or no matching items); on a phone. */
export const NotApplicableOnPhone: Story = {
  args: { problem: { kind: 'not-applicable', code: 'MERCH10' } },
  globals: mobile,
  render: (args) => <PromotionCodeField {...args} />,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      de
        ? 'Der Code MERCH10 gilt nicht für diesen Warenkorb: Er ist abgelaufen oder gilt für keinen der Artikel.'
        : 'The code MERCH10 cannot be used for this cart: it has expired or applies to none of its items.',
    );
  },
};

/** The call failed: the cart stays as it was. */
export const CallFailed: Story = {
  args: { problem: { kind: 'failed', code: 'MERCH10' } },
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      de ? 'Der Code konnte nicht geprüft werden.' : 'The code could not be checked.',
    );
  },
};

/** A stand-in cart: applying adds the code, removing takes it off; the live region says so. */
function Stateful(props: PromotionCodeFieldProps) {
  const [applied, setApplied] = useState<string[]>(props.applied);
  return (
    <div className="max-w-sm">
      <PromotionCodeField
        {...props}
        applied={applied}
        onApply={(code) => setApplied((codes) => [...codes, code])}
        onRemove={(code) => setApplied((codes) => codes.filter((c) => c !== code))}
      />
    </div>
  );
}

/** An applied code with its remove button; applying and removing are announced. */
export const Applied: Story = {
  args: { applied: ['MERCH10'] },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const t = inLang({ globals }, text);
    const canvas = within(canvasElement);
    const status = canvasElement.querySelector('[data-slot="promotion-code-status"]')!;
    await userEvent.click(canvas.getByRole('button', { name: t.remove }));
    await waitFor(() => expect(status).toHaveTextContent(de ? 'Code MERCH10 entfernt.' : 'Code MERCH10 removed.'));
    await userEvent.type(canvas.getByRole('textbox', { name: t.label }), 'MERCH10');
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    await waitFor(() => expect(status).toHaveTextContent(de ? 'Code MERCH10 eingelöst.' : 'Code MERCH10 applied.'));
    await expect(canvas.getByRole('textbox', { name: t.label })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t.remove })).toBeVisible();
    (document.activeElement as HTMLElement).blur();
  },
};
