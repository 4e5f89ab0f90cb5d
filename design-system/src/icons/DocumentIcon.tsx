import { icon, line } from './frame';

export const DocumentIcon = icon(
  { viewBox: '0 0 48 48', paint: line('2'), className: 'size-12 text-walnut-500' },
  <>
    <rect x="8" y="6" width="32" height="36" rx="3" />
    <path d="M15 16h18M15 23h18M15 30h11" strokeLinecap="round" />
  </>,
);
