import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Carousel, HeroSlide } from '@tonewood/design-system';
import { InstrumentArt } from '../support/InstrumentArt';
import { inLang, mobile } from '../support/locale';

const copy = {
  en: {
    label: 'Featured',
    eyebrow: 'Handmade in Leipzig',
    title: 'Built by hand in our workshop',
    description: 'Solid and semi-hollow bodies, carved, fretted and finished at our benches.',
    action: 'See the guitars',
    alt: 'Nightjar S guitar in amber burst',
  },
  de: {
    label: 'Empfohlen',
    eyebrow: 'Handgemacht in Leipzig',
    title: 'Von Hand in unserer Werkstatt gebaut',
    description: 'Solid- und Semi-Hollow-Bodies, an unseren Werkbänken geschnitzt, bundiert und lackiert.',
    action: 'Gitarren ansehen',
    alt: 'Nightjar-S-Gitarre in Amber Burst',
  },
};

const meta = {
  title: 'Engagement/HeroSlide',
  component: HeroSlide,
  parameters: { layout: 'fullscreen' },
  args: { title: copy.en.title, media: null },
  render: (args, context) => {
    const c = inLang(context, copy);
    return (
      <Carousel label={c.label} variant="home">
        <HeroSlide
          {...args}
          title={c.title}
          eyebrow={c.eyebrow}
          description={c.description}
          action={
            <Button asChild size="lg">
              <a href="/guitars">{c.action}</a>
            </Button>
          }
          media={<InstrumentArt finish="#8f5a0f" background="#231912" label={c.alt} />}
        />
        <HeroSlide title={c.eyebrow} media={<InstrumentArt finish="#7f1d13" background="#231912" label="" />} />
      </Carousel>
    );
  },
} satisfies Meta<typeof HeroSlide>;
export default meta;
type Story = StoryObj<typeof meta>;

const rectOf = (root: Element, slot: string) => root.querySelector(`[data-slot="${slot}"]`)!.getBoundingClientRect();

export const EveryPart: Story = {
  name: 'Every part (desktop)',
  play: async ({ canvasElement, globals }) => {
    const c = globals.locale === 'de' ? copy.de : copy.en;
    const slide = canvasElement.querySelector('[data-slot="carousel-slide"][data-active]')!;
    await expect(within(slide as HTMLElement).getByRole('link', { name: c.action })).toBeVisible();
    await expect(within(slide as HTMLElement).getByRole('img', { name: c.alt })).toBeVisible();
    // Wide: the caption sits beside the picture, the controls below both.
    const caption = rectOf(slide, 'hero-slide-caption');
    const media = rectOf(slide, 'hero-slide-media');
    await expect(caption.right).toBeLessThanOrEqual(media.left);
    const controls = within(canvasElement).getByRole('button', {
      name: globals.locale === 'de' ? 'Nächste Folie' : 'Next slide',
    });
    await expect(controls.getBoundingClientRect().top).toBeGreaterThanOrEqual(Math.max(caption.bottom, media.bottom));
  },
};

export const EveryPartOnPhone: Story = {
  name: 'Every part, phone',
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const slide = canvasElement.querySelector('[data-slot="carousel-slide"][data-active]')!;
    // Narrow: the caption sits above the picture, the controls below it.
    const caption = rectOf(slide, 'hero-slide-caption');
    const media = rectOf(slide, 'hero-slide-media');
    await expect(caption.bottom).toBeLessThanOrEqual(media.top);
    const controls = within(canvasElement).getByRole('button', {
      name: globals.locale === 'de' ? 'Nächste Folie' : 'Next slide',
    });
    await expect(controls.getBoundingClientRect().top).toBeGreaterThanOrEqual(media.bottom);
  },
};
