import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { layerShape, type PreviewLayer } from './composeLayers';

export interface ConfiguratorPreviewProps {
  /** The picture's layers, bottom first, all drawn on the same 400 × 1000 canvas. */
  layers: PreviewLayer[];
  /** Shows the instrument flipped (a left-handed build). */
  mirrored?: boolean;
  /** What the picture shows, for screen readers, e.g. 'Custom Bass: Jazz body, alder, oxblood red'. */
  label: string;
  /**
   * Every image the model can show (all choices of every group): loaded at once and kept hidden,
   * so a new choice paints from the cache instead of waiting for a request.
   */
  preload?: string[];
  className?: string;
}

const cssUrl = (src: string) => `url("${src.replace(/["\\\n]/g, (c) => (c === '\n' ? '' : `\\${c}`))}")`;

/** A colour painted through a shape: CSS masks, with the -webkit- prefix Safari still needs. */
function maskedColour(color: string, shape: string | undefined): CSSProperties {
  if (!shape) return { background: color };
  const url = cssUrl(shape);
  return {
    background: color,
    maskImage: url,
    WebkitMaskImage: url,
    maskSize: '100% 100%',
    WebkitMaskSize: '100% 100%',
    maskRepeat: 'no-repeat',
    WebkitMaskRepeat: 'no-repeat',
  };
}

/**
 * The configured instrument as a stack of layers on one portrait canvas (2:5): artwork as images,
 * finishes as a colour through the artwork's shape, so a new choice only swaps a layer. It fits
 * its container's width, up to about 70 % of the screen's height (less on a phone).
 */
export function ConfiguratorPreview({ layers, mirrored = false, label, preload, className }: ConfiguratorPreviewProps) {
  return (
    <div
      role="img"
      aria-label={label}
      data-slot="configurator-preview"
      className={cn('relative mx-auto aspect-[2/5] w-[min(100%,18vh)] md:w-[min(100%,28vh)]', className)}
    >
      <div
        data-slot="preview-stack"
        className="absolute inset-0 drop-shadow-[0_3px_4px_rgb(43_29_20/0.35)]"
        style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
      >
        {layers.map((layer) =>
          layer.color ? (
            <div
              key={layer.id}
              data-layer={layer.id}
              className="absolute inset-0"
              style={maskedColour(layer.color, layerShape(layer))}
            />
          ) : layer.image ? (
            <img
              key={layer.id}
              data-layer={layer.id}
              src={layer.image}
              alt=""
              draggable={false}
              className="absolute inset-0 size-full select-none"
            />
          ) : null,
        )}
      </div>
      {preload && preload.length > 0 && (
        <div hidden data-slot="preview-preload">
          {[...new Set(preload)].map((src) => (
            <img key={src} src={src} alt="" />
          ))}
        </div>
      )}
    </div>
  );
}
