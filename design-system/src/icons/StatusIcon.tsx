import { errorMark } from './frame';

const statusMarks = {
  error: errorMark,
  warning: 'M10 2.5l8.5 15h-17zm-.9 5h1.8l-.2 5H9.3zM10 13.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  success: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm3.6 5.1l1.2 1.2-5.9 5.9-3.3-3.3 1.2-1.2 2.1 2.1z',
  info: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 7h1.8v5.5H9.1zM10 5.3a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
};

/** The filled mark of a message's kind (alerts, toasts; `success` also ticks a chosen swatch). */
export function StatusIcon({ kind, className }: { kind: keyof typeof statusMarks; className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path d={statusMarks[kind]} fillRule="evenodd" />
    </svg>
  );
}
