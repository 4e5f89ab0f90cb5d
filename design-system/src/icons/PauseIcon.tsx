import { icon, playbackFrame } from './frame';

export const PauseIcon = icon(
  playbackFrame,
  <>
    <rect x="5" y="4" width="3.5" height="12" rx="1" />
    <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
  </>,
);
