/** Sample imagery drawn in code: a guitar or bass body in a given finish, for stories only. */
export interface InstrumentArtProps {
  kind?: 'guitar' | 'bass';
  finish: string;
  background: string;
  label: string;
}

export function InstrumentArt({ kind = 'guitar', finish, background, label }: InstrumentArtProps) {
  const neckLength = kind === 'bass' ? 300 : 250;
  const gradient = `grain-${finish.replace(/[^a-z0-9]/gi, '')}`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 800 450" className="block h-auto w-full" {...a11y}>
      <defs>
        <linearGradient id={gradient} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor={finish} stopOpacity="0.85" />
          <stop offset="0.5" stopColor={finish} />
          <stop offset="1" stopColor="#231912" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <rect width="800" height="450" fill={background} />
      <g transform="rotate(-24 400 225)">
        <rect x={420} y={212} width={neckLength} height={26} rx={6} fill="#d9b98c" />
        <rect x={420 + neckLength} y={200} width={70} height={50} rx={14} fill="#d9b98c" />
        {Array.from({ length: 12 }, (_, i) => (
          <rect key={i} x={440 + i * (neckLength / 13)} y={212} width={2} height={26} fill="#9a9a9a" />
        ))}
        <path
          d="M150 225c0-90 70-130 140-110 40 12 60 40 100 40s60-30 100-30c50 0 70 50 70 100s-20 100-70 100c-40 0-60-30-100-30s-60 28-100 40c-70 20-140-20-140-110z"
          fill={`url(#${gradient})`}
          stroke="#150f0a"
          strokeWidth="4"
        />
        <rect x={300} y={190} width={18} height={70} rx={4} fill="#150f0a" opacity="0.85" />
        <rect x={360} y={190} width={18} height={70} rx={4} fill="#150f0a" opacity="0.85" />
        <circle cx={250} cy={290} r={12} fill="#e8e0d0" />
        <circle cx={215} cy={265} r={12} fill="#e8e0d0" />
      </g>
    </svg>
  );
}
