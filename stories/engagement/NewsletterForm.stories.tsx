import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, NewsletterForm, newsletterMessages } from '@tonewood/design-system';
import { langOf, type Lang } from '../support/locale';
import { optionalLabel } from './requestFormPlay';

const text = (lang: Lang) => newsletterMessages[lang];

const meta = {
  title: 'Engagement/NewsletterForm',
  component: NewsletterForm,
  args: { id: 'newsletter-form', onSubmit: fn() },
  render: (args, context) => (
    <div className="grid max-w-md gap-5">
      <NewsletterForm {...args} />
      <Button type="submit" form={args.id}>
        {text(langOf(context))['newsletterForm.request']}
      </Button>
    </div>
  ),
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = text(langOf({ globals }));
    const canvas = within(canvasElement);
    // The name is optional and says so; the honeypot is not reachable.
    await expect(canvas.getByRole('textbox', { name: optionalLabel(t['newsletterForm.name']) })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

/** The site passes its own translations through `messages`. */
export const WithSiteMessages: Story = {
  args: { messages: { 'newsletterForm.layerFormErrorEmail': 'E-mail? (from the site)' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(canvasElement).findByText('E-mail? (from the site)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled honeypot shows newsletterForm.layerFormErrorHoneyPot and nothing is sent. */
export const HoneypotSpam: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = text(langOf({ globals }));
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t['newsletterForm.recipientEmail'] }), 'bot@spam.io');
    await userEvent.click(canvas.getByRole('checkbox'));
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="honeypot"]')!;
    trap.focus();
    await userEvent.keyboard('https://spam.io');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t['newsletterForm.layerFormErrorHoneyPot']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
