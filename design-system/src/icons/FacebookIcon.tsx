import { icon, socialFrame } from './frame';

export const FacebookIcon = icon(
  socialFrame,
  <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.5-1.5h1.6V4.5a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.2H9v3h2.5V21" />,
);
