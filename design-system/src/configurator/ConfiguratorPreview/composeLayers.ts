/** One picture layer of a configured instrument; every layer shares the 400 × 1000 canvas. */
export interface PreviewLayer {
  /** Stable name of the layer, e.g. 'body' or 'pickups'. */
  id: string;
  /**
   * The layer's artwork (SVG or raster, 400 × 1000; an SVG with width and height set, so a canvas
   * draws it at full size). With `color` it is the shape the colour fills instead.
   */
  image?: string;
  /** A CSS colour that fills the shape of `mask` (or of `image`), e.g. a finish. */
  color?: string;
  /** The shape `color` fills: only the mask's opaque pixels are painted. */
  mask?: string;
}

/** The artwork's own size: every layer image uses the viewBox 0 0 400 1000. */
export const PREVIEW_WIDTH = 400;
export const PREVIEW_HEIGHT = 1000;

/** The image that gives a coloured layer its shape, or undefined for a picture-only layer. */
export function layerShape(layer: PreviewLayer): string | undefined {
  return layer.color ? (layer.mask ?? layer.image) : undefined;
}

/** Every image a list of layers draws, each once, bottom layer first. */
export function layerSources(layers: readonly PreviewLayer[]): string[] {
  const sources = layers.flatMap((layer) => [layer.image, layer.mask].filter((src): src is string => Boolean(src)));
  return [...new Set(sources)];
}

export interface ComposeOptions {
  width: number;
  height: number;
  /** Draws the stack flipped left to right (a left-handed instrument). */
  mirrored?: boolean;
}

/**
 * Draws the same stack as ConfiguratorPreview onto a canvas, e.g. for a PDF: pictures as they are,
 * a colour through its mask (painted 'source-in' on an offscreen canvas, so only the mask's opaque
 * pixels take it). `images` holds the loaded images by their URL; a layer whose image is missing
 * is left out rather than drawn as a full rectangle of colour.
 */
export function composeLayers(
  ctx: CanvasRenderingContext2D,
  layers: readonly PreviewLayer[],
  images: ReadonlyMap<string, HTMLImageElement>,
  { width, height, mirrored = false }: ComposeOptions,
): void {
  ctx.save();
  if (mirrored) {
    ctx.translate(width, 0);
    ctx.scale(-1, 1);
  }
  for (const layer of layers) {
    const shape = layerShape(layer);
    if (layer.color && shape) {
      const source = images.get(shape);
      if (!source) continue;
      const offscreen = ctx.canvas.ownerDocument.createElement('canvas');
      offscreen.width = width;
      offscreen.height = height;
      const paint = offscreen.getContext('2d');
      if (!paint) continue;
      paint.drawImage(source, 0, 0, width, height);
      paint.globalCompositeOperation = 'source-in';
      paint.fillStyle = layer.color;
      paint.fillRect(0, 0, width, height);
      ctx.drawImage(offscreen, 0, 0, width, height);
    } else if (layer.color) {
      ctx.fillStyle = layer.color;
      ctx.fillRect(0, 0, width, height);
    } else if (layer.image) {
      const source = images.get(layer.image);
      if (source) ctx.drawImage(source, 0, 0, width, height);
    }
  }
  ctx.restore();
}

/**
 * Loads every image the layers need (e.g. before composeLayers), keyed by URL. Resolves when all
 * are decoded; an image that fails rejects with its URL.
 */
export async function loadLayerImages(sources: readonly string[]): Promise<Map<string, HTMLImageElement>> {
  const entries = await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const image = new Image();
      image.decoding = 'async';
      image.src = src;
      try {
        await image.decode();
      } catch {
        throw new Error(`ConfiguratorPreview: could not load the layer image ${src}`);
      }
      return [src, image] as const;
    }),
  );
  return new Map(entries);
}
