import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoPayouts, type PlinkoRisk, type PlinkoStep } from '@shared/fairness';
import type { HouseRound } from '@shared/schemas/casino';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { useHouseSession } from './api/mines';
import { usePlinkoDrop } from './api/plinko';
import { FailureAlert, GameFrame, SeedPanel, sessionGate, StakeField } from './game-frame';
import { ballPath, boardWidth, bucketCentres, pegs } from './plinko-board';
import { checkStake, rupees } from './stake';

// Plinko in the game frame (/play/plinko?session=...): rows and risk as the server takes them;
// the ball is drawn along the path the server derived (one left/right per row), not simulated.

const ROW_CHOICES = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) => PLINKO_MIN_ROWS + index);
const STEP_MS = 90;

const riskName = (risk: PlinkoRisk): string => (risk === 'low' ? t`Low` : risk === 'high' ? t`High` : t`Medium`);

function stepsOf(round: HouseRound | undefined): PlinkoStep[] | undefined {
  const path = round?.result.path;
  return Array.isArray(path) ? path.map((step) => (step === 'right' ? 'right' : 'left')) : undefined;
}

function Board({ rows, risk, round }: { rows: number; risk: PlinkoRisk; round: HouseRound | undefined }) {
  const path = stepsOf(round);
  const boardRows = path?.length ?? rows;
  const stops = path ? ballPath(path) : [];
  // Walk the ball down one row at a time for each new round.
  const [shown, setShown] = useState(round ? 1 : stops.length);
  const [walkedRound, setWalkedRound] = useState(round);
  if (round !== walkedRound) {
    setWalkedRound(round);
    if (round) setShown(1);
  }
  useEffect(() => {
    if (!round) return;
    const timer = window.setInterval(() => setShown((count) => (count >= stops.length ? count : count + 1)), STEP_MS);
    return () => window.clearInterval(timer);
  }, [round, stops.length]);

  const width = boardWidth(boardRows);
  const height = boardRows + 1.6;
  const visible = stops.slice(0, Math.max(1, shown));
  const ball = visible.at(-1);
  const isLanded = path !== undefined && shown >= stops.length;
  const payouts = plinkoPayouts(boardRows, round ? (round.params.risk as PlinkoRisk) : risk);
  const bucket = round ? Number(round.result.bucket) : undefined;
  return (
    <div className="flex flex-col gap-1">
      <svg
        viewBox={`0 -0.5 ${width} ${height}`}
        role="img"
        aria-label={isLanded && bucket !== undefined ? t`Ball landed in bucket ${bucket} of ${boardRows + 1}` : t`Plinko board`}
        className="w-full"
      >
        {pegs(boardRows).map((peg) => (
          <circle key={`${peg.x}:${peg.y}`} cx={peg.x} cy={peg.y} r={0.09} className="fill-ink-400" />
        ))}
        {visible.length > 1 ? (
          <polyline points={visible.map((stop) => `${stop.x},${stop.y}`).join(' ')} fill="none" strokeWidth={0.06} className="stroke-gold-400/50" />
        ) : null}
        {ball && path ? <circle cx={ball.x} cy={ball.y} r={0.22} className="fill-gold-400" /> : null}
        {bucketCentres(boardRows).map((centre, index) => (
          <rect
            key={index}
            x={centre.x - 0.45}
            y={centre.y - 0.1}
            width={0.9}
            height={0.55}
            rx={0.1}
            className={cx(isLanded && index === bucket ? 'fill-gold-400' : (payouts[index] ?? 0) >= 1 ? 'fill-emerald-700' : 'fill-ink-600')}
          />
        ))}
      </svg>
      <ol aria-label={t`Multipliers`} className="grid gap-0.5" style={{ gridTemplateColumns: `repeat(${boardRows + 1}, minmax(0, 1fr))` }}>
        {payouts.map((multiplier, index) => (
          <li
            key={index}
            className={cx(
              'truncate rounded text-center text-[9px] tabular-nums md:text-xs',
              isLanded && index === bucket ? 'bg-gold-400 font-bold text-ink-950' : 'text-muted',
            )}
          >
            {multiplier}×
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PlinkoPage() {
  const session = useHouseSession();
  const drop = usePlinkoDrop();
  const [stake, setStake] = useState('10');
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [stakeError, setStakeError] = useState<string>();

  const gate = sessionGate(session);
  if (gate || !session.data) return gate;
  const last = drop.data;

  return (
    <GameFrame title={t`PLINKO`} game="plinko" balance={last?.balance ?? session.data.balance}>
      <div className="flex flex-col gap-3 md:grid md:grid-cols-[340px_1fr] md:items-start md:gap-5">
        <form
          className="order-2 flex flex-col gap-3 rounded-xl bg-ink-900 p-3 md:order-1"
          onSubmit={(event) => {
            event.preventDefault();
            const checked = checkStake(stake);
            setStakeError(checked.error);
            if (checked.stake !== undefined) drop.mutate({ stake: checked.stake, rows, risk });
          }}
        >
          <StakeField value={stake} onChange={setStake} disabled={drop.isPending} error={stakeError} />
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t`Rows`}
              <select
                value={rows}
                onChange={(event) => setRows(Number(event.target.value))}
                className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base text-fg"
              >
                {ROW_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t`Risk`}
              <select
                value={risk}
                onChange={(event) => setRisk(event.target.value as PlinkoRisk)}
                className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base capitalize text-fg"
              >
                {PLINKO_RISKS.map((level) => (
                  <option key={level} value={level}>
                    {riskName(level)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Button type="submit" size="lg" isLoading={drop.isPending}>
            {t`Drop ball`}
          </Button>
          <FailureAlert error={drop.error} />
        </form>

        <div className="order-1 flex flex-col gap-3 md:order-2">
          <div className="rounded-xl bg-ink-900 p-2">
            <Board rows={rows} risk={risk} round={last?.round} />
          </div>
          {last ? (
            <p role="status" className={cx('text-center font-semibold', last.round.payout >= last.round.stake ? 'text-emerald-400' : 'text-danger')}>
              {t`${last.round.multiplier}× — paid ${rupees(last.round.payout)} on ${rupees(last.round.stake)}. Balance after: ${rupees(last.balance)}`}
            </p>
          ) : null}
        </div>
      </div>
      <SeedPanel fairness={session.data.fairness} />
    </GameFrame>
  );
}
