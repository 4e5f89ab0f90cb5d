import { icon, line, round } from './frame';

export const TrashIcon = icon(
  { viewBox: '0 0 20 20', paint: line('1.6'), className: 'size-4' },
  <path d="M4 6h12M8 6V4.5h4V6M6 6l.7 9.5h6.6L14 6" {...round} />,
);
