import { t } from '@lingui/core/macro';
import type { GoalCorner, GoalKick } from '@shared/fairness';
import { cornerInText } from './table-texts';

// The Goal table's picture: the goal mouth, the keeper and the ball on the spot. When the round's
// kick card is face up the ball flies to its corner (wide of it on a miss) and the keeper dives
// (to the ball on a save, the wrong way otherwise); CSS transitions animate both.

const WIDTH = 320;
const HEIGHT = 200;
const SPOT = { x: 160, y: 178 };
const KEEPER_HOME = { x: 160, y: 84 };

/** Where the ball ends up: inside the corner, or past the frame on a miss. */
const BALL_AT: Readonly<Record<GoalCorner, { readonly x: number; readonly y: number; readonly wide: { readonly x: number; readonly y: number } }>> = {
  top_left: { x: 84, y: 48, wide: { x: 62, y: 14 } },
  top_right: { x: 236, y: 48, wide: { x: 258, y: 14 } },
  bottom_left: { x: 84, y: 104, wide: { x: 40, y: 110 } },
  bottom_right: { x: 236, y: 104, wide: { x: 280, y: 110 } },
};

/** The keeper's dive towards each corner: a shift and a lean (degrees), from standing in the middle. */
const DIVE: Readonly<Record<GoalCorner, { readonly dx: number; readonly dy: number; readonly turn: number }>> = {
  top_left: { dx: -62, dy: -22, turn: -62 },
  top_right: { dx: 62, dy: -22, turn: 62 },
  bottom_left: { dx: -58, dy: 14, turn: -80 },
  bottom_right: { dx: 58, dy: 14, turn: 80 },
};

/** The keeper turns about his feet. */
const PIVOT = { x: KEEPER_HOME.x, y: KEEPER_HOME.y + 20 };
const GLOVES = [
  { x: KEEPER_HOME.x - 31, y: KEEPER_HOME.y - 24 },
  { x: KEEPER_HOME.x + 31, y: KEEPER_HOME.y - 24 },
];

/** Where the glove nearest the corner ends up after the dive: a saved ball stops there. */
function saveAt(corner: GoalCorner): { x: number; y: number } {
  const { dx, dy, turn } = DIVE[corner];
  const angle = (turn * Math.PI) / 180;
  const target = BALL_AT[corner];
  const moved = GLOVES.map(({ x, y }) => ({
    x: PIVOT.x + (x - PIVOT.x) * Math.cos(angle) - (y - PIVOT.y) * Math.sin(angle) + dx,
    y: PIVOT.y + (x - PIVOT.x) * Math.sin(angle) + (y - PIVOT.y) * Math.cos(angle) + dy,
  }));
  const distance = (point: { x: number; y: number }) => Math.hypot(point.x - target.x, point.y - target.y);
  return moved.reduce((best, glove) => (distance(glove) < distance(best) ? glove : best));
}

function Net() {
  const lines = [];
  for (let x = 64; x <= 256; x += 12) lines.push(<line key={`v${x}`} x1={x} y1={32} x2={x} y2={118} />);
  for (let y = 36; y <= 118; y += 10) lines.push(<line key={`h${y}`} x1={60} y1={y} x2={260} y2={y} />);
  return (
    <g stroke="#ffffff" strokeOpacity="0.28" strokeWidth="0.8">
      {lines}
    </g>
  );
}

function Keeper({ dive }: { dive: GoalCorner | null }) {
  return (
    <g
      style={{
        transform: dive ? `translate(${DIVE[dive].dx}px, ${DIVE[dive].dy}px) rotate(${DIVE[dive].turn}deg)` : 'none',
        transformOrigin: `${PIVOT.x}px ${PIVOT.y}px`,
        transition: 'transform 600ms cubic-bezier(.2,.8,.3,1)',
      }}
    >
      {/* legs, body, arms, gloves, head */}
      <rect x={KEEPER_HOME.x - 9} y={KEEPER_HOME.y + 14} width="7" height="22" rx="3" fill="#1f2937" />
      <rect x={KEEPER_HOME.x + 2} y={KEEPER_HOME.y + 14} width="7" height="22" rx="3" fill="#1f2937" />
      <rect x={KEEPER_HOME.x - 11} y={KEEPER_HOME.y - 10} width="22" height="28" rx="6" fill="#f59e0b" />
      <path
        d={`M${KEEPER_HOME.x - 10} ${KEEPER_HOME.y - 6} L${KEEPER_HOME.x - 30} ${KEEPER_HOME.y - 22}`}
        stroke="#f59e0b"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d={`M${KEEPER_HOME.x + 10} ${KEEPER_HOME.y - 6} L${KEEPER_HOME.x + 30} ${KEEPER_HOME.y - 22}`}
        stroke="#f59e0b"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx={KEEPER_HOME.x - 31} cy={KEEPER_HOME.y - 24} r="4.5" fill="#e5e7eb" />
      <circle cx={KEEPER_HOME.x + 31} cy={KEEPER_HOME.y - 24} r="4.5" fill="#e5e7eb" />
      <circle cx={KEEPER_HOME.x} cy={KEEPER_HOME.y - 18} r="8" fill="#c68642" />
    </g>
  );
}

function Ball({ at }: { at: { x: number; y: number } }) {
  const scale = at.y < SPOT.y ? 0.7 : 1;
  return (
    <g style={{ transform: `translate(${at.x}px, ${at.y}px) scale(${scale})`, transition: 'transform 550ms ease-out' }}>
      <circle r="8" fill="#ffffff" stroke="#111827" strokeWidth="1" />
      <path d="M0 -3.2 L3 -1 L1.9 2.6 L-1.9 2.6 L-3 -1 Z" fill="#111827" />
      <path d="M0 -8 L0 -3.2 M3 -1 L7.6 -2.4 M1.9 2.6 L4.7 6.4 M-1.9 2.6 L-4.7 6.4 M-3 -1 L-7.6 -2.4" stroke="#111827" strokeWidth="0.8" />
    </g>
  );
}

/** The kick in words, for screen readers. */
function kickText(kick: GoalKick | null): string {
  if (!kick) return t`Penalty spot, ball ready`;
  const corner = cornerInText(kick.corner);
  if (kick.result === 'goal') return t`Goal, ${corner}`;
  return kick.result === 'saved' ? t`Saved, ${corner}` : t`Missed, ${corner}`;
}

export function GoalPitch({ kick }: { kick: GoalKick | null }) {
  const target = kick ? BALL_AT[kick.corner] : null;
  const ballAt = !kick || !target ? SPOT : kick.result === 'missed' ? target.wide : kick.result === 'saved' ? saveAt(kick.corner) : target;
  return (
    <div className="relative overflow-hidden rounded-2xl border border-emerald-900/60" style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="absolute inset-0 h-full w-full" role="img" aria-label={kickText(kick)}>
        <defs>
          <linearGradient id="goal-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0b1b3a" />
            <stop offset="1" stopColor="#12345a" />
          </linearGradient>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#goal-sky)" />
        {/* the crowd: rows of dots behind the goal */}
        <g fill="#ffffff" fillOpacity="0.12">
          {Array.from({ length: 3 }, (_, row) =>
            Array.from({ length: 40 }, (_, i) => <circle key={`${row}-${i}`} cx={4 + i * 8 + (row % 2) * 4} cy={8 + row * 7} r="2.2" />),
          )}
        </g>
        {/* pitch stripes */}
        {Array.from({ length: 6 }, (_, i) => (
          <rect key={i} x="0" y={118 + i * 14} width={WIDTH} height="14" fill={i % 2 === 0 ? '#15803d' : '#166534'} />
        ))}
        <path d={`M20 ${HEIGHT} L70 118 M300 ${HEIGHT} L250 118 M0 118 L${WIDTH} 118`} stroke="#ffffff" strokeOpacity="0.8" strokeWidth="1.5" />
        <path d="M96 118 L84 146 L236 146 L224 118" fill="none" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="1.5" />
        <circle cx={SPOT.x} cy={SPOT.y + 6} r="2.5" fill="#ffffff" />
        {/* the goal: net, then posts and crossbar */}
        <rect x="60" y="32" width="200" height="86" fill="#0b1324" fillOpacity="0.55" />
        <Net />
        <path d="M60 118 L60 30 L260 30 L260 118" fill="none" stroke="#f8fafc" strokeWidth="5" strokeLinejoin="round" />
        <Keeper dive={kick ? kick.dive : null} />
        <Ball at={ballAt} />
      </svg>
      {kick ? (
        <p
          className={`absolute inset-x-0 top-2 text-center text-2xl font-black uppercase tracking-widest drop-shadow ${kick.result === 'goal' ? 'text-gold-400' : 'text-fg'}`}
          role="status"
        >
          {kick.result === 'goal' ? t`Goal!` : kick.result === 'saved' ? t`Saved!` : t`Missed!`}
        </p>
      ) : null}
    </div>
  );
}
