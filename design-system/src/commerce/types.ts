import type { ElementType, ReactNode } from 'react';

/** An image the site passes in (product shots come from the commerce back end). */
export interface ProductImage {
  src: string;
  /** Describes the picture, e.g. 'Nightjar S guitar in amber burst, front view'. */
  alt: string;
  width?: number;
  height?: number;
  /**
   * The same picture in other formats and sizes, best format first (e.g. AVIF, then WebP, each a
   * srcset of widths): the browser picks the first type it reads and the width the layout needs.
   */
  sources?: ImageSource[];
  /** The picture's width in the layout (the `sizes` attribute), e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
}

/** One format of a picture: its MIME type and a srcset of its widths ('a-320.avif 320w, a-640.avif 640w'). */
export interface ImageSource {
  type: string;
  srcSet: string;
}

/** Props every link element must accept: a plain <a> or the site's router link (Gatsby's Link). */
export interface LinkLikeProps {
  href: string;
  className?: string;
  children?: ReactNode;
}

/** A component rendering a link; the site passes a wrapper around Gatsby's Link (`to` = `href`). */
export type LinkComponent = ElementType<LinkLikeProps>;

/**
 * A reduction as the law lets a shop show it: the struck-through original (a sale's regular
 * price) and the lowest price of the 30 days before the reduction began, which its percent is
 * computed against. Pass one only for a real reduction (the price below that lowest price); the
 * components show nothing of it otherwise.
 */
export interface ReducedPrice {
  original: number;
  lowest: number;
}
