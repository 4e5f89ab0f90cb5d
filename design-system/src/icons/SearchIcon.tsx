import { icon, line } from './frame';

export const SearchIcon = icon(
  { viewBox: '0 0 24 24', paint: line('2'), className: 'size-5' },
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" strokeLinecap="round" />
  </>,
);
