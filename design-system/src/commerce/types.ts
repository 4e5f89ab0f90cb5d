import type { ElementType, ReactNode } from 'react';

/** An image the site passes in (product shots come from the commerce back end). */
export interface ProductImage {
  src: string;
  /** Describes the picture, e.g. 'Nightjar S guitar in amber burst, front view'. */
  alt: string;
  width?: number;
  height?: number;
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
