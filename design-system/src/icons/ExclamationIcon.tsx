import { icon, resultFrame } from './frame';

export const ExclamationIcon = icon(resultFrame, <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />);
