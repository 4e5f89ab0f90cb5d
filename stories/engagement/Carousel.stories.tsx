import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel, HeroSlide } from '@tonewood/design-system';
import { InstrumentArt } from '../support/InstrumentArt';
import { inLang, langOf, mobile, type Lang } from '../support/locale';

const finishes = [
  {
    finish: '#8f5a0f',
    background: '#f6efe3',
    en: 'Amber burst finish, front view',
    de: 'Lackierung Amber Burst, Vorderansicht',
  },
  { finish: '#7f1d13', background: '#ecdfc9', en: 'Oxblood gloss finish', de: 'Lackierung Oxblood glänzend' },
  {
    finish: '#35261c',
    background: '#dcc6a3',
    en: 'Dark walnut satin finish',
    de: 'Lackierung Nussbaum dunkel, seidenmatt',
  },
];

const heroes = {
  en: ['Built by hand in our workshop', 'Basses with a voice of their own', 'Ready to ship this week'],
  de: ['Von Hand in unserer Werkstatt gebaut', 'Bässe mit eigener Stimme', 'Diese Woche versandbereit'],
} satisfies Record<Lang, string[]>;

const meta = {
  title: 'Engagement/Carousel',
  component: Carousel,
  args: { label: 'Gallery', children: null },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeIndex = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-slot="carousel-slide"]')).findIndex((s) => s.hasAttribute('data-active'));

export const Product: Story = {
  render: (_, context) => (
    <div className="max-w-2xl">
      <Carousel label={inLang(context, { en: 'Nightjar S, photos', de: 'Nightjar S, Fotos' })} variant="product">
        {finishes.map((f) => (
          <InstrumentArt key={f.finish} finish={f.finish} background={f.background} label={f[langOf(context)]} />
        ))}
      </Carousel>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: de ? 'Nightjar S, Fotos' : 'Nightjar S, photos' });
    await expect(region).toHaveAttribute('aria-roledescription', de ? 'Karussell' : 'carousel');
    await expect(activeIndex(canvasElement)).toBe(0);
    // Only the visible slide is exposed to assistive tech.
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(de ? '1 von 3' : '1 of 3');

    await userEvent.click(canvas.getByRole('button', { name: de ? 'Nächste Folie' : 'Next slide' }));
    await expect(activeIndex(canvasElement)).toBe(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeIndex(canvasElement)).toBe(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeIndex(canvasElement)).toBe(0); // wraps around
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeIndex(canvasElement)).toBe(2);
    await userEvent.click(canvas.getByRole('button', { name: de ? 'Gehe zu Folie 1' : 'Go to slide 1' }));
    await expect(activeIndex(canvasElement)).toBe(0);
    await expect(canvas.getByRole('button', { name: de ? 'Gehe zu Folie 1' : 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Transition speed is the spec's 400 ms.
    const track = canvasElement.querySelector<HTMLElement>('[aria-live]')!;
    await expect(track.style.transitionDuration).toBe('400ms');
  },
};

const homeSlides = (lang: Lang) =>
  heroes[lang].map((title, i) => (
    <HeroSlide
      key={title}
      title={title}
      media={
        <InstrumentArt kind={i === 1 ? 'bass' : 'guitar'} finish={finishes[i]!.finish} background="#231912" label="" />
      }
    />
  ));

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The active slide's caption, its picture and the carousel's controls do not cover each other. */
async function expectNothingOverlaps(root: HTMLElement) {
  const slide = root.querySelector('[data-slot="carousel-slide"][data-active]')!;
  const caption = slide.querySelector('[data-slot="hero-slide-caption"]')!.getBoundingClientRect();
  const media = slide.querySelector('[data-slot="hero-slide-media"]')!.getBoundingClientRect();
  await expect(overlaps(caption, media)).toBe(false);
  for (const button of within(root).getAllByRole('button')) {
    const control = button.getBoundingClientRect();
    await expect(overlaps(control, media) || overlaps(control, caption)).toBe(false);
  }
}

/** When the story last rendered: the carousel's autoplay timer starts after it (in an effect). */
let autoplayRenderedAt = 0;

/** Resolves with the time the slide `index` became the active one (seen as the DOM changes). */
const whenActive = (root: HTMLElement, index: number, timeout: number) =>
  new Promise<number>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (activeIndex(root) !== index) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`slide ${index + 1} did not become active within ${timeout} ms`));
    }, timeout);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-active'] });
  });

export const HomeAutoplay: Story = {
  name: 'Home, autoplay',
  parameters: { layout: 'fullscreen' },
  render: (_, context) => {
    autoplayRenderedAt = performance.now();
    return (
      <Carousel label={inLang(context, { en: 'Featured', de: 'Empfohlen' })} variant="home" autoplay>
        {homeSlides(langOf(context))}
      </Carousel>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const de = globals.locale === 'de';
    const region = within(canvasElement).getByRole('region');
    const advanced = whenActive(canvasElement, 1, 20_000);
    await expect(activeIndex(canvasElement)).toBe(0);
    await expectNothingOverlaps(canvasElement);
    // Autoplay: slide 2 follows once the 5 s interval has passed since the carousel was rendered,
    // never before (timers are never early; a busy machine may run them late, hence the bound).
    const shownAfter = (await advanced) - autoplayRenderedAt;
    await expect(shownAfter).toBeGreaterThanOrEqual(4990); // 5 s, less the clocks' rounding
    await expect(shownAfter).toBeLessThan(20_000);
    // Hovering pauses it.
    await userEvent.hover(region);
    await new Promise((r) => setTimeout(r, 5600));
    await expect(activeIndex(canvasElement)).toBe(1);
    await userEvent.unhover(region);
    // The pause button stops it for good and says so.
    const pause = within(canvasElement).getByRole('button', { name: de ? 'Diashow anhalten' : 'Pause slideshow' });
    await userEvent.click(pause);
    await expect(
      within(canvasElement).getByRole('button', { name: de ? 'Diashow abspielen' : 'Play slideshow' }),
    ).toBeVisible();
  },
};

export const HomeOnPhone: Story = {
  name: 'Home, phone',
  globals: mobile,
  parameters: { layout: 'fullscreen' },
  render: (_, context) => (
    <Carousel label={inLang(context, { en: 'Featured', de: 'Empfohlen' })} variant="home">
      {homeSlides(langOf(context))}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    await expect(activeIndex(canvasElement)).toBe(0);
    await expectNothingOverlaps(canvasElement);
  },
};

/**
 * The shop's home page puts the carousel in the right half of the hero, with product pictures
 * captioned by the product's name: the slide is narrow, so the caption sits above the picture.
 */
export const HomeInHalfColumn: Story = {
  name: 'Home, in a half-width column (desktop)',
  parameters: { layout: 'fullscreen' },
  render: (_, context) => {
    const lang = langOf(context);
    return (
      <div className="grid items-center gap-8 bg-walnut-900 p-8 text-maple-50 lg:grid-cols-2">
        <p className="font-display text-5xl leading-tight font-semibold">
          {lang === 'de' ? 'Handgebaut in Leipzig' : 'Handmade in Leipzig'}
        </p>
        <Carousel label={inLang(context, { en: 'Ready to ship', de: 'Sofort lieferbar' })} variant="home">
          {finishes.map((f, i) => (
            <HeroSlide
              key={f.finish}
              title={['Nightjar S #112', 'Heron P-4 #047', 'Wren Parlour #031'][i]}
              media={<InstrumentArt finish={f.finish} background={f.background} label={f[lang]} />}
            />
          ))}
        </Carousel>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const slide = canvasElement.querySelector('[data-slot="carousel-slide"][data-active]')!;
    const caption = slide.querySelector('[data-slot="hero-slide-caption"]')!.getBoundingClientRect();
    const media = slide.querySelector('[data-slot="hero-slide-media"]')!.getBoundingClientRect();
    await expect(caption.bottom).toBeLessThanOrEqual(media.top);
    await expectNothingOverlaps(canvasElement);
  },
};
