import { icon, playbackFrame } from './frame';

export const PlayIcon = icon(
  playbackFrame,
  <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5z" />,
);
