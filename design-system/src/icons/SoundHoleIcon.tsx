import { icon, parts } from './frame';

/** The Tonewood mark: a sound hole in amber. */
export const SoundHoleIcon = icon(
  { viewBox: '0 0 32 32', paint: parts, className: 'size-8 text-amber-700' },
  <>
    <circle cx="16" cy="16" r="15" fill="currentColor" />
    <circle cx="16" cy="16" r="6.5" fill="none" className="stroke-maple-50" strokeWidth="2" />
    <circle cx="16" cy="16" r="10" fill="none" className="stroke-maple-50" strokeWidth="1" strokeOpacity="0.6" />
  </>,
);
