import { cn } from '../../lib/cn';

type FlagShape =
  | { stripes: 'horizontal' | 'vertical'; colors: string[] }
  | { cross: 'nordic' | 'swiss'; background: string; color: string }
  | { drawn: 'GB' | 'US' };

// Drawn in SVG rather than emoji: regional-indicator emoji need a colour emoji font, which many
// Windows and Linux machines lack (they show two letters instead of a flag).
const flags: Record<string, FlagShape> = {
  DE: { stripes: 'horizontal', colors: ['#000000', '#dd0000', '#ffce00'] },
  AT: { stripes: 'horizontal', colors: ['#c8102e', '#ffffff', '#c8102e'] },
  NL: { stripes: 'horizontal', colors: ['#ae1c28', '#ffffff', '#21468b'] },
  LU: { stripes: 'horizontal', colors: ['#ea141d', '#ffffff', '#51addf'] },
  HU: { stripes: 'horizontal', colors: ['#cd2a3e', '#ffffff', '#436f4d'] },
  EE: { stripes: 'horizontal', colors: ['#0072ce', '#000000', '#ffffff'] },
  LT: { stripes: 'horizontal', colors: ['#fdb913', '#006a44', '#c1272d'] },
  PL: { stripes: 'horizontal', colors: ['#ffffff', '#dc143c'] },
  ES: { stripes: 'horizontal', colors: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  FR: { stripes: 'vertical', colors: ['#002395', '#ffffff', '#ed2939'] },
  BE: { stripes: 'vertical', colors: ['#000000', '#fdda24', '#ef3340'] },
  IT: { stripes: 'vertical', colors: ['#009246', '#ffffff', '#ce2b37'] },
  IE: { stripes: 'vertical', colors: ['#169b62', '#ffffff', '#ff883e'] },
  RO: { stripes: 'vertical', colors: ['#002b7f', '#fcd116', '#ce1126'] },
  CH: { cross: 'swiss', background: '#da291c', color: '#ffffff' },
  DK: { cross: 'nordic', background: '#c8102e', color: '#ffffff' },
  SE: { cross: 'nordic', background: '#006aa7', color: '#fecc00' },
  FI: { cross: 'nordic', background: '#ffffff', color: '#002f6c' },
  NO: { cross: 'nordic', background: '#ba0c2f', color: '#00205b' },
  GB: { drawn: 'GB' },
  US: { drawn: 'US' },
};

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, e.g. "DE". */
  code: string;
  className?: string;
}

/** A small decorative flag (the accessible name lives on the control that shows it). */
export function CountryFlag({ code, className }: CountryFlagProps) {
  const shape = flags[code.toUpperCase()];
  return (
    <svg
      viewBox="0 0 30 20"
      className={cn('h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-walnut-900/20', className)}
      aria-hidden="true"
      data-slot="country-flag"
      data-country={code.toUpperCase()}
    >
      {shape ? <FlagShapes shape={shape} /> : <UnknownFlag code={code} />}
    </svg>
  );
}

function FlagShapes({ shape }: { shape: FlagShape }) {
  if ('stripes' in shape) {
    const n = shape.colors.length;
    return (
      <>
        {shape.colors.map((fill, i) =>
          shape.stripes === 'horizontal' ? (
            <rect key={i} x="0" y={(20 / n) * i} width="30" height={20 / n + 0.1} fill={fill} />
          ) : (
            <rect key={i} x={(30 / n) * i} y="0" width={30 / n + 0.1} height="20" fill={fill} />
          ),
        )}
      </>
    );
  }
  if ('drawn' in shape) return shape.drawn === 'GB' ? <UnionFlag /> : <StarsAndStripes />;
  if (shape.cross === 'swiss') {
    return (
      <>
        <rect width="30" height="20" fill={shape.background} />
        <rect x="13" y="4" width="4" height="12" fill={shape.color} />
        <rect x="9" y="8" width="12" height="4" fill={shape.color} />
      </>
    );
  }
  return (
    <>
      <rect width="30" height="20" fill={shape.background} />
      <rect x="8" y="0" width="4" height="20" fill={shape.color} />
      <rect x="0" y="8" width="30" height="4" fill={shape.color} />
    </>
  );
}

function UnknownFlag({ code }: { code: string }) {
  return (
    <>
      <rect width="30" height="20" fill="#e9eaec" />
      <text x="15" y="14" textAnchor="middle" fontSize="10" fontFamily="sans-serif" fill="#4f5660">
        {code.toUpperCase().slice(0, 2)}
      </text>
    </>
  );
}

function UnionFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#ffffff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#ffffff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  );
}

function StarsAndStripes() {
  return (
    <>
      <rect width="30" height="20" fill="#ffffff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} x="0" y={(20 / 13) * i * 2} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  );
}
