import { icon, round, resultFrame } from './frame';

export const ConfirmIcon = icon(resultFrame, <path d="M5 12.5l4.5 4.5L19 7.5" {...round} />);
