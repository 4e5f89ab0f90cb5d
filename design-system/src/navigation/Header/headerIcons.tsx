import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';

/** The header's square icon buttons and links: 44 px targets with a hover tint and a focus ring. */
export const iconButton = cva([
  'relative inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2',
  'text-walnut-900 hover:bg-maple-200',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
]);

/** A 24 px line icon in the text colour, decorative (the control around it carries the name). */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      {children}
    </svg>
  );
}

/** The Tonewood wordmark: a sound-hole mark in amber with the name beside it. */
export function Wordmark() {
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-8 text-amber-700">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <circle cx="16" cy="16" r="6.5" fill="none" className="stroke-maple-50" strokeWidth="2" />
        <circle cx="16" cy="16" r="10" fill="none" className="stroke-maple-50" strokeWidth="1" strokeOpacity="0.6" />
      </svg>
      <span className="font-display text-2xl font-semibold tracking-tight">Tonewood</span>
    </span>
  );
}
