import { icon, parts, round } from './frame';

export const EmptyCartIcon = icon(
  { viewBox: '0 0 64 64', paint: parts, className: 'size-16 text-walnut-600' },
  <>
    <path d="M8 12h8l6 30h28l6-20H19" stroke="currentColor" strokeWidth="3" {...round} />
    <circle cx="26" cy="52" r="4" className="fill-amber-700" />
    <circle cx="46" cy="52" r="4" className="fill-amber-700" />
  </>,
);
