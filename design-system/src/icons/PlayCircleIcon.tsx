import { icon, blockedFrame } from './frame';

export const PlayCircleIcon = icon(
  blockedFrame,
  <>
    <circle cx="24" cy="24" r="20" />
    <path d="M20 16.5v15L32 24z" fill="currentColor" strokeLinejoin="round" />
  </>,
);
