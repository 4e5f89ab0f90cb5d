import { icon, socialFrame } from './frame';

export const TiktokIcon = icon(
  socialFrame,
  <path d="M14 3.5v11.2a3.8 3.8 0 1 1-3.2-3.7M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" strokeLinecap="round" />,
);
