import { icon, line } from './frame';

/** The dialogs' close cross (24 px grid). */
export const CloseIcon = icon(
  { viewBox: '0 0 24 24', paint: line('2'), className: 'size-5' },
  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />,
);
