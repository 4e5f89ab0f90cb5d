import { icon, controlFrame } from './frame';

export const MinusIcon = icon(controlFrame, <path d="M4.5 10h11" strokeLinecap="round" />);
