import type { ImgHTMLAttributes } from 'react';
import type { ImageSource } from '../types';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'sizes' | 'srcSet'> {
  /** Other formats and sizes of the picture, best format first; without them a plain <img>. */
  sources?: ImageSource[];
  /** The picture's width in the layout, for the sources' srcsets. */
  sizes?: string;
}

/**
 * An image with its responsive sources: a <picture> whose <source>s offer each format (AVIF, WebP)
 * as a srcset of widths, so the browser loads the best format it reads at the size the layout
 * needs; `src` stays the fallback. The <picture> adds no box of its own: the <img> keeps the
 * classes, width and height (the space it holds before it loads) and the loading hints.
 */
export function Picture({ sources, sizes, alt, ...img }: PictureProps) {
  if (!sources?.length) return <img alt={alt} {...img} />;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img alt={alt} {...img} />
    </picture>
  );
}
