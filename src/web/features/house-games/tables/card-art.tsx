import { cardFromIndex } from '@shared/fairness';

// The tables' artwork, drawn here as SVG: playing cards (face and back), casino chips and the felt.

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export function PlayingCard({ card, className = 'h-20 w-14' }: { card: number; className?: string }) {
  const face = cardFromIndex(card);
  const rank = RANKS[face.rank - 1] ?? '?';
  const isRed = face.suit === '♦' || face.suit === '♥';
  const ink = isRed ? '#c81e3a' : '#111827';
  return (
    <svg viewBox="0 0 60 84" role="img" aria-label={face.label} data-card={face.label} className={`${className} drop-shadow-md`}>
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#fdfcf7" stroke="#d6d3c4" strokeWidth="1.5" />
      <text x="6" y="17" fontSize="14" fontWeight="700" fill={ink} fontFamily="Georgia, serif">
        {rank}
      </text>
      <text x="6" y="30" fontSize="12" fill={ink}>
        {face.suit}
      </text>
      <text x="30" y="55" fontSize="30" textAnchor="middle" fill={ink}>
        {face.suit}
      </text>
      <g transform="rotate(180 30 42)">
        <text x="6" y="17" fontSize="14" fontWeight="700" fill={ink} fontFamily="Georgia, serif">
          {rank}
        </text>
        <text x="6" y="30" fontSize="12" fill={ink}>
          {face.suit}
        </text>
      </g>
    </svg>
  );
}

export function CardBack({ className = 'h-20 w-14' }: { className?: string }) {
  return (
    <svg viewBox="0 0 60 84" aria-hidden="true" className={`${className} drop-shadow-md`}>
      <defs>
        <pattern id="card-back-lattice" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#7f1d1d" />
          <path d="M0 4h8M4 0v8" stroke="#fbbf24" strokeOpacity="0.45" strokeWidth="1" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#fdfcf7" stroke="#d6d3c4" strokeWidth="1.5" />
      <rect x="5" y="5" width="50" height="74" rx="4" fill="url(#card-back-lattice)" />
      <circle cx="30" cy="42" r="9" fill="#7f1d1d" stroke="#fbbf24" strokeWidth="1.5" />
      <text x="30" y="46" fontSize="10" textAnchor="middle" fill="#fbbf24" fontWeight="700">
        L
      </text>
    </svg>
  );
}

const CHIP_COLOURS: Record<number, string> = { 10: '#2563eb', 50: '#16a34a', 100: '#111827', 500: '#7c3aed', 1000: '#ea580c', 5000: '#be123c' };

export function Chip({ value, className = 'h-11 w-11' }: { value: number; className?: string }) {
  const colour = CHIP_COLOURS[value] ?? '#0f766e';
  const label = value >= 1000 ? `${value / 1000}K` : String(value);
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <circle cx="20" cy="20" r="19" fill={colour} />
      <circle cx="20" cy="20" r="19" fill="none" stroke="#fff" strokeWidth="5" strokeDasharray="6 8.9" />
      <circle cx="20" cy="20" r="12.5" fill={colour} stroke="#fff" strokeOpacity="0.7" strokeWidth="1" />
      <text x="20" y="24" fontSize={label.length > 3 ? 9 : 11} textAnchor="middle" fill="#fff" fontWeight="800">
        {label}
      </text>
    </svg>
  );
}

/** The table's felt: a green cloth with a gold rail, behind the cards. */
export function Felt({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative overflow-hidden rounded-[2rem] border-4 border-amber-700/80 shadow-inner">
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full" preserveAspectRatio="none" viewBox="0 0 100 60">
        <defs>
          <radialGradient id="table-felt" cx="50%" cy="35%" r="75%">
            <stop offset="0%" stopColor="#15803d" />
            <stop offset="70%" stopColor="#14532d" />
            <stop offset="100%" stopColor="#052e16" />
          </radialGradient>
        </defs>
        <rect width="100" height="60" fill="url(#table-felt)" />
        <ellipse cx="50" cy="30" rx="44" ry="24" fill="none" stroke="#fde68a" strokeOpacity="0.25" strokeWidth="0.4" />
      </svg>
      <div className="relative">{children}</div>
    </div>
  );
}
