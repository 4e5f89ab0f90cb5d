import { icon, controlFrame } from './frame';

export const PlusIcon = icon(controlFrame, <path d="M10 4.5v11M4.5 10h11" strokeLinecap="round" />);
