import type { ReactNode, SVGProps } from 'react';

/**
 * Every drawn glyph of the library, in one home as shadcn/ui and Medusa's starter keep theirs.
 * Each icon is decorative (`aria-hidden`; the control around it carries the name) and paints in
 * the text colour (`currentColor`), so a component sets its colour and size with classes.
 */
export interface IconProps {
  /** Size, colour and placement; each icon's default is what most of its components want. */
  className?: string;
  /** Line icons only: the stroke in viewBox units (the header draws the magnifier thinner). */
  strokeWidth?: Paint['strokeWidth'];
}

type Paint = Pick<SVGProps<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth'>;

/** Stroked in the text colour: most icons. */
const line = (strokeWidth: string): Paint => ({ fill: 'none', stroke: 'currentColor', strokeWidth });
/** Filled in the text colour: the solid marks. */
const solid: Paint = { fill: 'currentColor' };
/** Each part paints itself: the empty-state pictures and the logo. */
const parts: Paint = { fill: 'none' };

const round = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** What icons of one family share: their grid, their paint and their usual size. */
interface Frame {
  viewBox: string;
  paint: Paint;
  className: string;
}

function icon({ viewBox, paint, className: defaultClassName }: Frame, glyph: ReactNode) {
  return function Icon({ className = defaultClassName, strokeWidth = paint.strokeWidth }: IconProps) {
    return (
      <svg viewBox={viewBox} className={className} {...paint} strokeWidth={strokeWidth} aria-hidden="true">
        {glyph}
      </svg>
    );
  };
}

// The filled circle marks share their outline; the error mark is also the shipping warning.
const errorMark =
  'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8l-.2 5.5H9.3zM10 12.7a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z';
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

export const WarningIcon = icon(
  { viewBox: '0 0 20 20', paint: solid, className: 'mt-0.5 size-5 shrink-0 text-oxblood-700' },
  <path d={errorMark} />,
);

/** The tick of a checkbox and of a finished checkout step. */
export const CheckIcon = icon(
  { viewBox: '0 0 16 16', paint: line('2.5'), className: 'size-4' },
  <path d="M3 8.5l3.2 3L13 4.5" {...round} />,
);

// The newsletter's result: a tick or an exclamation mark.
const resultFrame: Frame = { viewBox: '0 0 24 24', paint: line('2.2'), className: 'size-6' };
export const ConfirmIcon = icon(resultFrame, <path d="M5 12.5l4.5 4.5L19 7.5" {...round} />);
export const ExclamationIcon = icon(resultFrame, <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />);

const chevronFrame: Frame = { viewBox: '0 0 20 20', paint: line('2'), className: 'size-5' };
const chevrons = {
  left: icon(chevronFrame, <path d="M12.5 4.5L7 10l5.5 5.5" {...round} />),
  right: icon(chevronFrame, <path d="M7.5 4.5L13 10l-5.5 5.5" {...round} />),
  down: icon(chevronFrame, <path d="M5 7.5l5 5 5-5" {...round} />),
};

/** A chevron: the carousel's previous and next, the menu's and the select's open marker. */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: keyof typeof chevrons }) {
  const Chevron = chevrons[direction];
  return <Chevron {...props} />;
}

/** The dialogs' close cross (24 px grid). */
export const CloseIcon = icon(
  { viewBox: '0 0 24 24', paint: line('2'), className: 'size-5' },
  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />,
);

// The small controls' marks (20 px grid, 16 px box): the toasts' dismiss cross, the stepper's.
const controlFrame: Frame = { viewBox: '0 0 20 20', paint: line('2'), className: 'size-4' };
export const DismissIcon = icon(controlFrame, <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />);
export const MinusIcon = icon(controlFrame, <path d="M4.5 10h11" strokeLinecap="round" />);
export const PlusIcon = icon(controlFrame, <path d="M10 4.5v11M4.5 10h11" strokeLinecap="round" />);

export const TrashIcon = icon(
  { viewBox: '0 0 20 20', paint: line('1.6'), className: 'size-4' },
  <path d="M4 6h12M8 6V4.5h4V6M6 6l.7 9.5h6.6L14 6" {...round} />,
);
export const DownloadIcon = icon(
  { viewBox: '0 0 20 20', paint: line('1.8'), className: 'size-4' },
  <path d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 15.5h12" {...round} />,
);

// The carousel's autoplay switch.
const playbackFrame: Frame = { viewBox: '0 0 20 20', paint: solid, className: 'size-4' };
export const PauseIcon = icon(
  playbackFrame,
  <>
    <rect x="5" y="4" width="3.5" height="12" rx="1" />
    <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
  </>,
);
export const PlayIcon = icon(
  playbackFrame,
  <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5z" />,
);

// Shipping: a parcel on its way, and a parcel.
const shippingFrame: Frame = { viewBox: '0 0 20 20', paint: line('1.5'), className: 'size-5 text-amber-800' };
export const TruckIcon = icon(
  shippingFrame,
  <>
    <path d="M2 5h10v8H2zM12 8h3.5L18 11v2h-6z" strokeLinejoin="round" />
    <circle cx="5.5" cy="14.5" r="1.5" fill="white" />
    <circle cx="14.5" cy="14.5" r="1.5" fill="white" />
  </>,
);
export const BoxIcon = icon(
  shippingFrame,
  <path d="M3 6.5L10 3l7 3.5v7L10 17l-7-3.5z M3 6.5L10 10l7-3.5M10 10v7" strokeLinejoin="round" />,
);

export const CardIcon = icon(
  { viewBox: '0 0 32 22', paint: line('1.8'), className: 'h-5 w-8 text-walnut-700' },
  <>
    <rect x="1" y="1" width="30" height="20" rx="3" />
    <path d="M1 7h30M6 15h7" strokeLinecap="round" />
  </>,
);

// The header's line icons. The magnifier is also the search dialog's and the phone menu's, which
// draw it with a 2 px stroke; the header passes its own.
const headerFrame: Frame = { viewBox: '0 0 24 24', paint: line('1.75'), className: 'size-6' };
export const MenuIcon = icon(headerFrame, <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />);
export const BagIcon = icon(
  headerFrame,
  <>
    <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z" strokeLinejoin="round" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
  </>,
);
export const EnvelopeIcon = icon(
  headerFrame,
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" strokeLinejoin="round" />
  </>,
);
export const SearchIcon = icon(
  { viewBox: '0 0 24 24', paint: line('2'), className: 'size-5' },
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" strokeLinecap="round" />
  </>,
);

/** The Tonewood mark: a sound hole in amber. */
export const SoundHoleIcon = icon(
  { viewBox: '0 0 32 32', paint: parts, className: 'size-8 text-amber-700' },
  <>
    <circle cx="16" cy="16" r="15" fill="currentColor" />
    <circle cx="16" cy="16" r="6.5" fill="none" className="stroke-maple-50" strokeWidth="2" />
    <circle cx="16" cy="16" r="10" fill="none" className="stroke-maple-50" strokeWidth="1" strokeOpacity="0.6" />
  </>,
);

// The footer's social networks.
const socialFrame: Frame = { viewBox: '0 0 24 24', paint: line('1.75'), className: 'size-5' };
export const InstagramIcon = icon(
  socialFrame,
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
  </>,
);
export const YoutubeIcon = icon(
  socialFrame,
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" stroke="none" />
  </>,
);
export const FacebookIcon = icon(
  socialFrame,
  <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.5-1.5h1.6V4.5a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.2H9v3h2.5V21" />,
);
export const TiktokIcon = icon(
  socialFrame,
  <path d="M14 3.5v11.2a3.8 3.8 0 1 1-3.2-3.7M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" strokeLinecap="round" />,
);

// The large pictures of blocked and empty states.
const blockedFrame: Frame = { viewBox: '0 0 48 48', paint: line('2.5'), className: 'size-12 text-amber-300' };
export const PlayCircleIcon = icon(
  blockedFrame,
  <>
    <circle cx="24" cy="24" r="20" />
    <path d="M20 16.5v15L32 24z" fill="currentColor" strokeLinejoin="round" />
  </>,
);
export const FormIcon = icon(
  blockedFrame,
  <>
    <rect x="8" y="10" width="32" height="28" rx="3" />
    <path d="M14 19h20M14 25h20M14 31h12" strokeLinecap="round" />
  </>,
);
export const DocumentIcon = icon(
  { viewBox: '0 0 48 48', paint: line('2'), className: 'size-12 text-walnut-500' },
  <>
    <rect x="8" y="6" width="32" height="36" rx="3" />
    <path d="M15 16h18M15 23h18M15 30h11" strokeLinecap="round" />
  </>,
);
export const EmptyCartIcon = icon(
  { viewBox: '0 0 64 64', paint: parts, className: 'size-16 text-walnut-600' },
  <>
    <path d="M8 12h8l6 30h28l6-20H19" stroke="currentColor" strokeWidth="3" {...round} />
    <circle cx="26" cy="52" r="4" className="fill-amber-700" />
    <circle cx="46" cy="52" r="4" className="fill-amber-700" />
  </>,
);
export const CompassIcon = icon(
  { viewBox: '0 0 120 120', paint: parts, className: 'size-28 text-walnut-700' },
  <>
    <circle cx="60" cy="60" r="56" className="fill-maple-200" />
    <circle cx="60" cy="60" r="22" stroke="currentColor" strokeWidth="4" />
    <path d="M60 8v22M60 90v22M8 60h22M90 60h22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <path d="M60 60l16-26" className="stroke-amber-700" strokeWidth="5" strokeLinecap="round" />
    <circle cx="60" cy="60" r="5" fill="currentColor" />
  </>,
);
