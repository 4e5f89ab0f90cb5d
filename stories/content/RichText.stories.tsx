import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from '@tonewood/design-system';
import { inLang } from '../support/locale';
import { sampleRichText, unsafeMarkdown } from './sampleContent';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: { markdown: sampleRichText.en },
  render: (args, context) => (
    <div className="max-w-prose">
      <RichText
        {...args}
        markdown={args.markdown === sampleRichText.en ? inLang(context, sampleRichText) : args.markdown}
      />
    </div>
  ),
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Formatting: Story = {
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: de ? 'Was du bekommst' : 'What you get' });
    await expect(heading).toHaveAttribute('id', de ? 'was-du-bekommst' : 'what-you-get');
    await expect(
      canvas.getByRole('link', { name: de ? 'Versand & Lieferung' : 'shipping & delivery' }),
    ).toHaveAttribute('href', de ? '/de/shipping-delivery' : '/shipping-delivery');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const UnsafeInputIsNeutralized: Story = {
  name: 'Unsafe input is neutralised',
  args: { markdown: unsafeMarkdown },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="rich-text"]') as HTMLElement;
    await expect(root.querySelector('script, iframe, img')).toBeNull();
    const attributes = Array.from(root.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes));
    await expect(attributes.filter((a) => a.name.startsWith('on'))).toEqual([]);
    await expect(attributes.filter((a) => /javascript:|data:/i.test(a.value))).toEqual([]);
    // Only the safe relative link is a link; the unsafe ones stay as plain words.
    const links = within(root).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blog']);
    await expect(root).toHaveTextContent('A javascript: link');
    await expect((window as unknown as { __tonewoodPwned?: boolean }).__tonewoodPwned).toBeUndefined();
  },
};
