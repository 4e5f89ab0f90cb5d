import { icon, blockedFrame } from './frame';

export const FormIcon = icon(
  blockedFrame,
  <>
    <rect x="8" y="10" width="32" height="28" rx="3" />
    <path d="M14 19h20M14 25h20M14 31h12" strokeLinecap="round" />
  </>,
);
