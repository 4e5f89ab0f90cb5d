import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariants } from '@tonewood/design-system';
import { inLang } from '../support/locale';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  render: (args, context) => (
    <Button {...args}>{inLang(context, { en: 'Add to cart', de: 'In den Warenkorb' })}</Button>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Loading: Story = {
  args: { loading: true },
  render: (args, context) => (
    <Button {...args}>{inLang(context, { en: 'Placing order', de: 'Bestellung wird gesendet' })}</Button>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  name: 'As a link (asChild)',
  render: (_, context) => (
    <Button asChild variant="outline">
      <a href="#guitars">{inLang(context, { en: 'Browse guitars', de: 'Gitarren ansehen' })}</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '#guitars');
    await expect(link.className).toContain('border-walnut-700');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** Every variant x size x state in one grid: one screenshot guards them all. */
export const Powerset: Story = {
  render: (_, context) => {
    const label = inLang(context, { en: 'Checkout', de: 'Zur Kasse' });
    return (
      <table className="border-separate border-spacing-3 text-left text-sm">
        <thead>
          <tr>
            <th scope="col">variant</th>
            {sizes.map((size) => (
              <th key={size} scope="col" colSpan={3}>
                {size} (default · disabled · loading)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant}>
              <th scope="row" className="font-mono font-normal">
                {variant}
              </th>
              {sizes.flatMap((size) => [
                <td key={`${size}-d`}>
                  <Button variant={variant} size={size}>
                    {label}
                  </Button>
                </td>,
                <td key={`${size}-x`}>
                  <Button variant={variant} size={size} disabled>
                    {label}
                  </Button>
                </td>,
                <td key={`${size}-l`}>
                  <Button variant={variant} size={size} loading>
                    {label}
                  </Button>
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length * sizes.length * 3);
  },
};

export const VariantClasses: Story = {
  name: 'Variant classes (cva)',
  render: () => <code className="text-sm">{buttonVariants({ variant: 'secondary', size: 'lg' })}</code>,
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('bg-walnut-800');
    await expect(text).toContain('h-13');
  },
};
