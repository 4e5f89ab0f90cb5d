// The footer's link and focus classes, in a module of their own: the compact footer (checkout
// pages) uses them without the full footer, which the site loads after the page.
import { cn } from '../../lib/cn';

/** The focus outline on the footer's dark surface. */
export const darkFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

/** A page link on the footer's dark surface (also the compact footer's). */
export const footerLinkClass = cn(
  'inline-flex min-h-9 items-center rounded-sm text-sm text-maple-100 hover:text-white hover:underline hover:underline-offset-4',
  darkFocus,
);
