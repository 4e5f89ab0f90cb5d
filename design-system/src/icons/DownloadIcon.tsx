import { icon, line, round } from './frame';

export const DownloadIcon = icon(
  { viewBox: '0 0 20 20', paint: line('1.8'), className: 'size-4' },
  <path d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 15.5h12" {...round} />,
);
