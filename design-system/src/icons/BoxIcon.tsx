import { icon, shippingFrame } from './frame';

export const BoxIcon = icon(
  shippingFrame,
  <path d="M3 6.5L10 3l7 3.5v7L10 17l-7-3.5z M3 6.5L10 10l7-3.5M10 10v7" strokeLinejoin="round" />,
);
