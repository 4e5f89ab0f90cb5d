import type { ReactNode, SVGProps } from 'react';

/**
 * Every drawn glyph of the library lives in this folder, one file per icon so that a bundler puts
 * each in the chunk that draws it; this file holds what the icons share.
 * Each icon is decorative (`aria-hidden`; the control around it carries the name) and paints in
 * the text colour (`currentColor`), so a component sets its colour and size with classes.
 */
export interface IconProps {
  /** Size, colour and placement; each icon's default is what most of its components want. */
  className?: string;
  /** Line icons only: the stroke in viewBox units (the header draws the magnifier thinner). */
  strokeWidth?: Paint['strokeWidth'];
}

export type Paint = Pick<SVGProps<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth'>;

/** Stroked in the text colour: most icons. */
export const line = (strokeWidth: string): Paint => ({ fill: 'none', stroke: 'currentColor', strokeWidth });
/** Filled in the text colour: the solid marks. */
export const solid: Paint = { fill: 'currentColor' };
/** Each part paints itself: the empty-state pictures and the logo. */
export const parts: Paint = { fill: 'none' };

export const round = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** What icons of one family share: their grid, their paint and their usual size. */
export interface Frame {
  viewBox: string;
  paint: Paint;
  className: string;
}

export function icon({ viewBox, paint, className: defaultClassName }: Frame, glyph: ReactNode) {
  return function Icon({ className = defaultClassName, strokeWidth = paint.strokeWidth }: IconProps) {
    return (
      <svg viewBox={viewBox} className={className} {...paint} strokeWidth={strokeWidth} aria-hidden="true">
        {glyph}
      </svg>
    );
  };
}

// The filled circle marks share their outline; the error mark is also the shipping warning.
export const errorMark =
  'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8l-.2 5.5H9.3zM10 12.7a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z';

// The newsletter's result: a tick or an exclamation mark.
export const resultFrame: Frame = { viewBox: '0 0 24 24', paint: line('2.2'), className: 'size-6' };

export const chevronFrame: Frame = { viewBox: '0 0 20 20', paint: line('2'), className: 'size-5' };

// The small controls' marks (20 px grid, 16 px box): the toasts' dismiss cross, the stepper's.
export const controlFrame: Frame = { viewBox: '0 0 20 20', paint: line('2'), className: 'size-4' };

// The carousel's autoplay switch.
export const playbackFrame: Frame = { viewBox: '0 0 20 20', paint: solid, className: 'size-4' };

// Shipping: a parcel on its way, and a parcel.
export const shippingFrame: Frame = { viewBox: '0 0 20 20', paint: line('1.5'), className: 'size-5 text-amber-800' };

// The header's line icons. The magnifier is also the search dialog's and the phone menu's, which
// draw it with a 2 px stroke; the header passes its own.
export const headerFrame: Frame = { viewBox: '0 0 24 24', paint: line('1.75'), className: 'size-6' };

// The footer's social networks.
export const socialFrame: Frame = { viewBox: '0 0 24 24', paint: line('1.75'), className: 'size-5' };

// The large pictures of blocked and empty states.
export const blockedFrame: Frame = { viewBox: '0 0 48 48', paint: line('2.5'), className: 'size-12 text-amber-300' };
