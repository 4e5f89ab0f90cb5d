import { icon, line, round } from './frame';

/** The tick of a checkbox and of a finished checkout step. */
export const CheckIcon = icon(
  { viewBox: '0 0 16 16', paint: line('2.5'), className: 'size-4' },
  <path d="M3 8.5l3.2 3L13 4.5" {...round} />,
);
