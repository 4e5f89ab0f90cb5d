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
