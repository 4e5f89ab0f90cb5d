import { icon, solid, errorMark } from './frame';

export const WarningIcon = icon(
  { viewBox: '0 0 20 20', paint: solid, className: 'mt-0.5 size-5 shrink-0 text-oxblood-700' },
  <path d={errorMark} />,
);
