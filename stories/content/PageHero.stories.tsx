import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, PageHero } from '@tonewood/design-system';
import { inLang, mobile } from '../support/locale';
import { sampleArt } from '../navigation/sampleNavigation';

const copy = {
  en: {
    eyebrow: 'Workshop journal',
    title: 'Stories from the bench',
    lead: 'Builds, tools and the people who play our instruments, written by the makers.',
    alt: 'Aurora Singlecut with a walnut top on the workbench',
    action: 'Visit the workshop',
  },
  de: {
    eyebrow: 'Werkstatt-Journal',
    title: 'Geschichten von der Werkbank',
    lead: 'Instrumente, Werkzeuge und die Menschen, die sie spielen – aufgeschrieben von den Instrumentenbauern.',
    alt: 'Aurora Singlecut mit Nussbaumdecke auf der Werkbank',
    action: 'Die Werkstatt besuchen',
  },
};

const meta = {
  title: 'Content/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: { title: copy.en.title },
  render: (args, context) => {
    const c = inLang(context, copy);
    return (
      <PageHero
        {...args}
        title={c.title}
        eyebrow={c.eyebrow}
        lead={c.lead}
        image={args.image ? { src: sampleArt.aurora, alt: c.alt } : undefined}
        actions={
          args.actions ? (
            <Button asChild>
              <a href="/about">{c.action}</a>
            </Button>
          ) : undefined
        }
      />
    );
  },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: globals.locale === 'de' ? copy.de.title : copy.en.title,
      }),
    ).toBeVisible();
  },
};

export const WithImageAndAction: Story = {
  args: { image: { src: sampleArt.aurora, alt: '' }, actions: true },
};

export const Dark: Story = {
  args: { tone: 'dark', actions: true },
};

export const WithImageOnPhone: Story = {
  args: { image: { src: sampleArt.aurora, alt: '' } },
  globals: mobile,
};
