import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  ProductGallery,
  VariantSelector,
  type ProductImage,
  type SelectedOptions,
  type VariantOptionGroup,
} from '@tonewood/design-system';
import { FINISHES } from '@tonewood/design-system/instrument';
import { instrumentPicture } from '../support/instrumentPictures';
import { langOf, mobile, type Lang } from '../support/locale';
import { expectPictureFillsFrame } from './galleryChecks';
import { artUrl, finishes } from './samples';

const images: Record<Lang, ProductImage[]> = {
  en: [
    { src: artUrl('guitar', finishes.amberBurst), alt: 'Nightjar S in amber burst, front view' },
    { src: artUrl('guitar', finishes.amberBurst, '#e6d9c3'), alt: 'Nightjar S in amber burst, on the workbench' },
    { src: artUrl('guitar', finishes.natural, '#efe7da'), alt: 'Nightjar S body before finishing, natural ash' },
  ],
  de: [
    { src: artUrl('guitar', finishes.amberBurst), alt: 'Nightjar S in Amber Burst, Vorderansicht' },
    { src: artUrl('guitar', finishes.amberBurst, '#e6d9c3'), alt: 'Nightjar S in Amber Burst, auf der Werkbank' },
    { src: artUrl('guitar', finishes.natural, '#efe7da'), alt: 'Korpus der Nightjar S vor dem Lackieren, Esche natur' },
  ],
};

const meta = {
  title: 'Commerce/ProductGallery',
  component: ProductGallery,
  args: { label: 'Nightjar S', images: images.en },
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeAlt = (root: HTMLElement) =>
  root.querySelector('[data-slot="carousel-slide"][data-active] img')?.getAttribute('alt');

export const Default: Story = {
  render: (args, context) => (
    <div className="max-w-2xl">
      <ProductGallery {...args} images={images[langOf(context)]} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const lang = langOf({ globals });
    const de = lang === 'de';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nightjar S' })).toHaveAttribute(
      'aria-roledescription',
      de ? 'Karussell' : 'carousel',
    );
    await expect(activeAlt(canvasElement)).toBe(images[lang][0]?.alt);
    await userEvent.click(canvas.getByRole('button', { name: de ? 'Nächste Folie' : 'Next slide' }));
    await expect(activeAlt(canvasElement)).toBe(images[lang][1]?.alt);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeAlt(canvasElement)).toBe(images[lang][0]?.alt);
  },
};

export const SingleImage: Story = {
  render: (args, context) => (
    <div className="max-w-2xl">
      <ProductGallery {...args} images={images[langOf(context)].slice(0, 1)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // One picture needs no slide controls.
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const OnPhone: Story = {
  globals: mobile,
  render: (args, context) => <ProductGallery {...args} images={images[langOf(context)]} initialIndex={2} />,
  play: async ({ canvasElement, globals }) => {
    await expect(activeAlt(canvasElement)).toBe(images[langOf({ globals })][2]?.alt);
  },
};

/**
 * On a product page the gallery sits beside the product's details, which are taller on desktop.
 * The frame keeps the picture's shape (its width and height are given) instead of stretching to
 * the row's height: no half-empty frame.
 */
export const BesideTallerDetails: Story = {
  name: 'Beside taller details (desktop)',
  parameters: { layout: 'fullscreen' },
  render: (args, context) => {
    const lang = langOf(context);
    return (
      <div className="grid gap-10 p-8 lg:grid-cols-[3fr_2fr]">
        <ProductGallery {...args} images={images[lang].map((image) => ({ ...image, width: 800, height: 450 }))} />
        <div
          data-testid="details"
          className="flex min-h-[40rem] flex-col gap-4 rounded-lg border border-dashed border-walnut-500 p-6"
        >
          <p className="font-display text-3xl font-semibold">Nightjar S</p>
          <p className="text-walnut-700">
            {lang === 'de'
              ? 'Daneben: Preis, Varianten, Warenkorb-Knopf und Beschreibung, höher als das Bild.'
              : 'Beside it: price, variants, the add-to-cart button and the description, taller than the picture.'}
          </p>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('region', { name: 'Nightjar S' }).getBoundingClientRect();
    const details = within(canvasElement).getByTestId('details').getBoundingClientRect();
    await expect(details.height).toBeGreaterThan(gallery.height + 100);
    const image = canvasElement.querySelector('[data-slot="carousel-slide"][data-active] img')!;
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expectPictureFillsFrame(canvasElement);
    // The picture keeps its own 16:9 shape.
    const picture = image.getBoundingClientRect();
    await expect(picture.width / picture.height).toBeCloseTo(800 / 450, 2);
  },
};

/** Each variant's own pictures (front view, body), as the product page passes them. */
const variantChoices = [
  {
    finish: 'Sunburst',
    leftHanded: false,
    en: 'Sunburst, right-handed',
    de: 'Sunburst, Rechtshänder',
  },
  {
    finish: 'Oxblood',
    leftHanded: false,
    en: 'Oxblood, right-handed',
    de: 'Ochsenblutrot, Rechtshänder',
  },
  {
    finish: 'Oxblood',
    leftHanded: true,
    en: 'Oxblood, left-handed',
    de: 'Ochsenblutrot, Linkshänder',
  },
  {
    finish: 'Sunburst',
    leftHanded: true,
    en: 'Sunburst, left-handed',
    de: 'Sunburst, Linkshänder',
  },
] as const;
type VariantChoice = (typeof variantChoices)[number];
const views = {
  front: { en: 'the whole instrument', de: 'das ganze Instrument' },
  body: { en: 'body and pickups', de: 'Korpus und Tonabnehmer' },
};
const variantImages = (choice: VariantChoice, lang: Lang): ProductImage[] =>
  (['front', 'body'] as const).map((view) => ({
    src: instrumentPicture({
      model: 'auric-s',
      finish: choice.finish,
      leftHanded: choice.leftHanded,
      view,
      title: 'Auric S',
    }),
    alt: `Auric S, ${choice[lang]}: ${views[view][lang]}`,
    width: 1600,
    height: 1000,
  }));

/** The product page's variant options for these pictures: finish and handedness. */
const variantGroups = (lang: Lang): VariantOptionGroup[] => [
  {
    id: 'finish',
    label: lang === 'de' ? 'Lackierung' : 'Finish',
    values: [
      { value: 'Sunburst', label: 'Sunburst', swatch: FINISHES.Sunburst!.centre },
      { value: 'Oxblood', label: lang === 'de' ? 'Ochsenblutrot' : 'Oxblood', swatch: FINISHES.Oxblood!.colour },
    ],
  },
  {
    id: 'handedness',
    label: lang === 'de' ? 'Ausführung' : 'Handedness',
    values: [
      { value: 'right', label: lang === 'de' ? 'Rechtshänder' : 'Right-handed' },
      { value: 'left', label: lang === 'de' ? 'Linkshänder' : 'Left-handed' },
    ],
  },
];
const choiceOf = (selected: SelectedOptions): VariantChoice =>
  variantChoices.find(
    (choice) => choice.finish === selected.finish && choice.leftHanded === (selected.handedness === 'left'),
  )!;

/**
 * A product page's gallery with the design system's VariantSelector beside it, as on the page (no
 * native control of the browser's own drawing in the screenshot: it changes with each Chromium).
 */
function VariantGallery({ lang }: { lang: Lang }) {
  const [selected, setSelected] = useState<SelectedOptions>({ finish: 'Sunburst', handedness: 'right' });
  return (
    <div className="grid max-w-3xl gap-4">
      <ProductGallery label="Auric S" images={variantImages(choiceOf(selected), lang)} />
      <VariantSelector groups={variantGroups(lang)} value={selected} onChange={setSelected} />
    </div>
  );
}

const shownPicture = (root: HTMLElement) =>
  root.querySelector<HTMLImageElement>('[data-slot="carousel-slide"][data-active] img')!;

/** The clicks that lead from each variant to the next one of `variantChoices`: one option at a time. */
const steps = {
  en: ['Oxblood', 'Left-handed', 'Sunburst'],
  de: ['Ochsenblutrot', 'Linkshänder', 'Sunburst'],
};

/**
 * The picture follows the chosen variant: its finish and handedness. The new picture takes the
 * old one's frame (16:10, its size given), so nothing moves.
 */
export const VariantPictures: Story = {
  render: (_args, context) => <VariantGallery lang={langOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const lang = langOf({ globals });
    const canvas = within(canvasElement);
    await waitFor(() => expect(shownPicture(canvasElement).complete).toBe(true));
    const frame = () => JSON.stringify(shownPicture(canvasElement).parentElement!.getBoundingClientRect());
    const before = { src: shownPicture(canvasElement).src, frame: frame() };
    await expect(shownPicture(canvasElement)).toHaveAttribute(
      'alt',
      `Auric S, ${variantChoices[0][lang]}: ${views.front[lang]}`,
    );
    for (const [index, choice] of variantChoices.slice(1).entries()) {
      const previous = shownPicture(canvasElement).src;
      await userEvent.click(canvas.getByRole('radio', { name: steps[lang][index] }));
      await waitFor(() =>
        expect(shownPicture(canvasElement)).toHaveAttribute('alt', `Auric S, ${choice[lang]}: ${views.front[lang]}`),
      );
      await expect(shownPicture(canvasElement).src).not.toBe(previous);
      await expect(shownPicture(canvasElement).src).not.toBe(before.src);
      await expect(frame()).toBe(before.frame);
    }
    await waitFor(() => expect(shownPicture(canvasElement).complete).toBe(true));
    await expectPictureFillsFrame(canvasElement);
  },
};

export const VariantPicturesOnPhone: Story = { ...VariantPictures, name: 'Variant pictures, phone', globals: mobile };
