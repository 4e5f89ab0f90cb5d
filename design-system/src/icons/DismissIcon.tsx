import { icon, controlFrame } from './frame';

export const DismissIcon = icon(controlFrame, <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />);
