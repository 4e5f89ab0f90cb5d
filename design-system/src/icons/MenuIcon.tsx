import { icon, headerFrame } from './frame';

export const MenuIcon = icon(headerFrame, <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />);
