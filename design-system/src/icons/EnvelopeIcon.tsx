import { icon, headerFrame } from './frame';

export const EnvelopeIcon = icon(
  headerFrame,
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" strokeLinejoin="round" />
  </>,
);
