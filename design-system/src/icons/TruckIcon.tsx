import { icon, shippingFrame } from './frame';

export const TruckIcon = icon(
  shippingFrame,
  <>
    <path d="M2 5h10v8H2zM12 8h3.5L18 11v2h-6z" strokeLinejoin="round" />
    <circle cx="5.5" cy="14.5" r="1.5" fill="white" />
    <circle cx="14.5" cy="14.5" r="1.5" fill="white" />
  </>,
);
