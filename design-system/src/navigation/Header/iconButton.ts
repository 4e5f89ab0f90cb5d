import { cva } from 'class-variance-authority';

/** The header's square icon buttons and links: 44 px targets with a hover tint and a focus ring. */
export const iconButton = cva([
  'relative inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2',
  'text-walnut-900 hover:bg-maple-200',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
]);
