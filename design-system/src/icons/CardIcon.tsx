import { icon, line } from './frame';

export const CardIcon = icon(
  { viewBox: '0 0 32 22', paint: line('1.8'), className: 'h-5 w-8 text-walnut-700' },
  <>
    <rect x="1" y="1" width="30" height="20" rx="3" />
    <path d="M1 7h30M6 15h7" strokeLinecap="round" />
  </>,
);
