import { icon, parts } from './frame';

export const CompassIcon = icon(
  { viewBox: '0 0 120 120', paint: parts, className: 'size-28 text-walnut-700' },
  <>
    <circle cx="60" cy="60" r="56" className="fill-maple-200" />
    <circle cx="60" cy="60" r="22" stroke="currentColor" strokeWidth="4" />
    <path d="M60 8v22M60 90v22M8 60h22M90 60h22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <path d="M60 60l16-26" className="stroke-amber-700" strokeWidth="5" strokeLinecap="round" />
    <circle cx="60" cy="60" r="5" fill="currentColor" />
  </>,
);
