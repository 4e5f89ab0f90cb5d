import { icon, headerFrame } from './frame';

export const BagIcon = icon(
  headerFrame,
  <>
    <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z" strokeLinejoin="round" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
  </>,
);
