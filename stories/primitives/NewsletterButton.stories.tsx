import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterButton } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const meta = {
  title: 'Primitives/NewsletterButton',
  component: NewsletterButton,
  args: { onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'white', 'footerWhite'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof NewsletterButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const subscribe = { en: 'Subscribe to our newsletter', de: 'Newsletter abonnieren' };

export const Default: Story = {
  render: (args, context) => <NewsletterButton {...args}>{inLang(context, subscribe)}</NewsletterButton>,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole<HTMLButtonElement>('button');
    // A double click: React flushes the first click before the second arrives, so the second
    // lands on a disabled button and the panel opens once.
    const clickedAt = performance.now();
    button.click();
    button.click();
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toBeDisabled();
    // Enabled again once the 200 ms lock has passed, not before (within 10 s: a busy CI machine
    // runs the lock's timer late, never early).
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000, interval: 10 });
    const lockedFor = performance.now() - clickedAt;
    await expect(lockedFor).toBeGreaterThanOrEqual(190);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    // End at rest: the visual baseline shows the enabled button, not the 200 ms lock that a fast
    // run would otherwise catch.
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000, interval: 10 });
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'white', 'footerWhite'] as const;
const sizes = ['small', 'medium', 'large'] as const;

/** Every variant x size, enabled and disabled; footerWhite sits on the footer's walnut. */
export const Powerset: Story = {
  render: (_, context) => (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <div
          key={variant}
          className={
            variant === 'footerWhite' || variant === 'white'
              ? 'flex flex-wrap items-center gap-3 rounded-md bg-walnut-800 p-3 text-maple-50'
              : 'flex flex-wrap items-center gap-3 p-3'
          }
        >
          <code className="w-24 text-xs">{variant}</code>
          {sizes.map((size) => (
            <NewsletterButton key={size} variant={variant} size={size}>
              {inLang(context, { en: 'Subscribe', de: 'Abonnieren' })}
            </NewsletterButton>
          ))}
          <NewsletterButton variant={variant} size="medium" disabled>
            {inLang(context, { en: 'Disabled', de: 'Deaktiviert' })}
          </NewsletterButton>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length * (sizes.length + 1));
  },
};
