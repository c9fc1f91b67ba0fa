import { t } from '@lingui/core/macro';
import { curvePath, secondsLeft, type CrashRound } from './crash-logic';

// The sky: one small SVG path and a plane glyph, redrawn only when the multiplier changes (a few
// dozen points), so a low-end phone keeps up. The big number is the page's live multiplier.

const WIDTH = 320;
const HEIGHT = 180;

export function CrashSky({ round, multiplier, serverNow }: { round: CrashRound | null; multiplier: number; serverNow: number }) {
  const phase = round?.phase;
  const isFlying = phase === 'flying';
  const isOver = phase === 'crashed' || phase === 'void';
  const curve = curvePath(isFlying || phase === 'crashed' ? multiplier : 1, WIDTH, HEIGHT);
  return (
    <div className="relative overflow-hidden rounded-xl bg-gradient-to-b from-ink-800 to-ink-950" style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="absolute inset-0 h-full w-full" aria-hidden="true" preserveAspectRatio="none">
        {isFlying || phase === 'crashed' ? (
          <>
            <path
              d={`${curve.d} L${curve.end.x.toFixed(1)} ${HEIGHT} L0 ${HEIGHT} Z`}
              className={phase === 'crashed' ? 'fill-danger/15' : 'fill-rose-500/20'}
            />
            <path d={curve.d} fill="none" strokeWidth="3" className={phase === 'crashed' ? 'stroke-danger/60' : 'stroke-rose-500'} />
          </>
        ) : null}
      </svg>
      {isFlying ? (
        <span
          aria-hidden="true"
          className="absolute text-2xl"
          style={{ left: `${(curve.end.x / WIDTH) * 100}%`, top: `${(curve.end.y / HEIGHT) * 100}%`, transform: 'translate(-40%, -70%) rotate(-12deg)' }}
        >
          ✈️
        </span>
      ) : null}
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center" role="status" aria-live="polite">
        {phase === 'betting' && round ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-widest text-muted">{t`Place your bets`}</p>
            <p className="text-3xl font-black tabular-nums">{t`Take-off in ${secondsLeft(round.betting_ends_at, serverNow)}s`}</p>
          </>
        ) : null}
        {isFlying ? (
          <p aria-label={t`Multiplier`} className="text-5xl font-black tabular-nums text-fg drop-shadow">
            {multiplier.toFixed(2)}×
          </p>
        ) : null}
        {isOver && round ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-widest text-danger">{phase === 'void' ? t`Round void` : t`Flew away!`}</p>
            <p className={'whitespace-nowrap text-3xl font-black tabular-nums text-danger sm:text-4xl'}>
              {phase === 'void' ? '—' : t`Crashed at ${(round.crash_point ?? 1).toFixed(2)}×`}
            </p>
          </>
        ) : null}
        {!round ? <p className="text-sm text-muted">{t`Waiting for the next round...`}</p> : null}
      </div>
    </div>
  );
}
