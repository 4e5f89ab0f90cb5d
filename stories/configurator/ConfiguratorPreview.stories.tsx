import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ConfiguratorPreview,
  OptionGroup,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  composeLayers,
  layerSources,
  loadLayerImages,
} from '@tonewood/design-system';
import { langOf, mobile, type Lang } from '../support/locale';
import { allBassImages, bassLayers, finishes, guards, neckMaple, type Finish } from './bassArtwork';

const labels: Record<Lang, string> = {
  en: 'Custom Bass: Jazz body, alder, oxblood red, pearl pickguard, rosewood fretboard',
  de: 'Custom Bass: Jazz-Korpus, Erle, Ochsenblutrot, Schlagbrett Perlmutt, Palisandergriffbrett',
};

const meta = {
  title: 'Configurator/ConfiguratorPreview',
  component: ConfiguratorPreview,
  args: { layers: bassLayers(), label: labels.en, preload: allBassImages },
  decorators: [
    (Story) => (
      <div className="max-w-md rounded-lg bg-maple-100 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfiguratorPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="configurator-preview"]')!;

/** Every image of the preview, shown and preloaded, has arrived and decoded. */
async function expectImagesLoaded(canvasElement: HTMLElement) {
  const images = [...canvasElement.querySelectorAll('img')];
  await expect(images.length).toBeGreaterThan(0);
  await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth === PREVIEW_WIDTH)).toBe(true));
}

export const Default: Story = {
  render: (args, context) => <ConfiguratorPreview {...args} label={labels[langOf(context)]} />,
  play: async ({ canvasElement, globals }) => {
    const picture = within(canvasElement).getByRole('img', { name: labels[langOf({ globals })] });
    const layers = [...picture.querySelectorAll<HTMLElement>('[data-layer]')];
    await expect(layers.map((layer) => layer.dataset.layer)).toEqual([
      'body',
      'shading',
      'pickguard',
      'neck',
      'pickups',
      'hardware',
    ]);
    // The finish is a colour through the body's shape; the pickguard a colour through its picture.
    const body = getComputedStyle(layers[0]!);
    await expect(body.backgroundColor).toBe('rgb(122, 38, 38)');
    await expect(body.maskImage).toMatch(/^url\("data:image\/svg\+xml/);
    await expect(layers[2]!.tagName).toBe('DIV');
    await expect(layers[3]!.tagName).toBe('IMG');
    // Every image of the model is in the page (hidden) once, so a choice never waits for one.
    const preloaded = canvasElement.querySelectorAll('[data-slot="preview-preload"] img');
    await expect(preloaded).toHaveLength(allBassImages.length);
    await expectImagesLoaded(canvasElement);
    // A 2:5 portrait, as the artwork.
    const { width, height } = picture.getBoundingClientRect();
    await expect(Math.abs(height / width - PREVIEW_HEIGHT / PREVIEW_WIDTH)).toBeLessThan(0.02);
  },
};

export const LeftHanded: Story = {
  name: 'Left-handed (mirrored)',
  args: { mirrored: true },
  render: (args, context) => (
    <ConfiguratorPreview
      {...args}
      layers={bassLayers({ finish: 'moss', guard: guards.tortoise, neck: neckMaple })}
      label={
        langOf(context) === 'de'
          ? 'Custom Bass für Linkshänder: Jazz-Korpus, Moosgrün, Schlagbrett Schildpatt, Ahorngriffbrett'
          : 'Left-handed Custom Bass: Jazz body, moss green, tortoise pickguard, maple fretboard'
      }
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const picture = within(canvasElement).getByRole('img', {
      name: new RegExp(langOf({ globals }) === 'de' ? 'Linkshänder' : 'Left-handed'),
    });
    const stack = picture.querySelector<HTMLElement>('[data-slot="preview-stack"]')!;
    await expect(getComputedStyle(stack).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The frame stays where it is; only the drawing turns.
    await expect(getComputedStyle(picture).transform).toBe('none');
    await expectImagesLoaded(canvasElement);
  },
};

function FinishPicker({ lang }: { lang: Lang }) {
  const [finish, setFinish] = useState<Finish>('oxblood');
  const names: Record<Finish, Record<Lang, string>> = {
    oxblood: { en: 'Oxblood red', de: 'Ochsenblutrot' },
    moss: { en: 'Moss green', de: 'Moosgrün' },
    amber: { en: 'Amber', de: 'Bernstein' },
    black: { en: 'Satin black', de: 'Schwarz seidenmatt' },
  };
  return (
    <div className="flex flex-col gap-6">
      <ConfiguratorPreview
        layers={bassLayers({ finish })}
        preload={allBassImages}
        label={`Custom Bass: ${names[finish][lang]}`}
      />
      <OptionGroup
        label={lang === 'de' ? 'Lackierung' : 'Finish'}
        layout="swatch"
        value={finish}
        onChange={(value) => setFinish(value as Finish)}
        options={(Object.keys(finishes) as Finish[]).map((key) => ({
          value: key,
          label: names[key][lang],
          swatch: finishes[key],
        }))}
      />
    </div>
  );
}

export const ChoosingAFinish: Story = {
  name: 'Choosing a finish repaints the body',
  render: (_args, context) => <FinishPicker lang={langOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const de = langOf({ globals }) === 'de';
    const canvas = within(canvasElement);
    await expectImagesLoaded(canvasElement);
    const shown = new Set([...canvasElement.querySelectorAll('img')].map((img) => img.src));
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(de ? 'Moosgrün' : 'Moss green') }));
    await expect(canvas.getByRole('img', { name: `Custom Bass: ${de ? 'Moosgrün' : 'Moss green'}` })).toBeVisible();
    const body = canvasElement.querySelector<HTMLElement>('[data-layer="body"]')!;
    await expect(getComputedStyle(body).backgroundColor).toBe('rgb(77, 90, 44)');
    // Nothing new to fetch: every image after the choice was already in the page.
    const after = [...canvasElement.querySelectorAll('img')].map((img) => img.src);
    await expect(after.every((src) => shown.has(src))).toBe(true);
  },
};

export const OnPhone: Story = {
  globals: mobile,
  render: (args, context) => <ConfiguratorPreview {...args} label={labels[langOf(context)]} />,
  play: async ({ canvasElement }) => {
    await expectImagesLoaded(canvasElement);
    // Compact on a phone: the options below stay in reach.
    const { height } = preview(canvasElement).getBoundingClientRect();
    await expect(height).toBeLessThanOrEqual(window.innerHeight * 0.5);
    await expect(height).toBeGreaterThan(300);
  },
};

/** What the site's PDF does: the same stack drawn onto a canvas with composeLayers. */
function ComposedCanvas({ label }: { label: string }) {
  return (
    <canvas
      role="img"
      aria-label={label}
      data-slot="composed"
      width={PREVIEW_WIDTH}
      height={PREVIEW_HEIGHT}
      className="mx-auto block h-[500px] w-[200px]"
    />
  );
}

const pixel = (ctx: CanvasRenderingContext2D, x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data];

export const ComposedOnCanvas: Story = {
  name: 'Drawn on a canvas (composeLayers, for the PDF)',
  render: (_args, context) => (
    <ComposedCanvas label={langOf(context) === 'de' ? 'Custom Bass für das PDF' : 'Custom Bass for the PDF'} />
  ),
  play: async ({ canvasElement }) => {
    const layers = bassLayers();
    const images = await loadLayerImages(layerSources(layers));
    const canvas = canvasElement.querySelector<HTMLCanvasElement>('[data-slot="composed"]')!;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const size = { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT };
    // A mirrored drawing first, on a canvas of its own: the bass horn moves to the other side.
    const mirror = document.createElement('canvas');
    Object.assign(mirror, size);
    const mirrorCtx = mirror.getContext('2d', { willReadFrequently: true })!;
    composeLayers(mirrorCtx, layers, images, { ...size, mirrored: true });
    await expect(pixel(mirrorCtx, 75, 470)[3]).toBe(0);
    await expect(pixel(mirrorCtx, 325, 470)[3]).toBe(255);

    composeLayers(ctx, layers, images, size);
    // The lower bout, clear of pickguard and hardware: the finish, darkened a little by the shading.
    const [r, g, , a] = pixel(ctx, 80, 800);
    await expect(a).toBe(255);
    await expect(r).toBeGreaterThan(g! + 40);
    // Without the shading layer the body is the finish colour exactly.
    const plain = document.createElement('canvas');
    Object.assign(plain, size);
    const plainCtx = plain.getContext('2d', { willReadFrequently: true })!;
    composeLayers(plainCtx, [layers[0]!], images, size);
    await expect(pixel(plainCtx, 80, 800)).toEqual([122, 38, 38, 255]);
    await expect(pixel(plainCtx, 10, 10)[3]).toBe(0);
    // The pickguard takes its colour (pearl) through its own picture.
    await expect(pixel(ctx, 160, 730)).toEqual([241, 236, 225, 255]);
    await expect(pixel(ctx, 75, 470)[3]).toBe(255);
  },
};
