import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { LoadingState } from '@web/components/state-views';
import type { HouseRound } from '@shared/schemas/casino';
import { errorMessage } from '@web/lib/api-client';
import { useActiveMines, useHouseSession, useMinesAction } from './api/mines';
import { FrameTabs, SeedPanel, SessionLost } from './game-frame';
import { rupees } from './stake';

// Mines in the game frame (/play/mines?session=...): pick mines and stake, reveal cells on a 5×5
// grid, cash out. The server seed's hash is shown before play; the seed itself after rotation.

const CELLS = Array.from({ length: 25 }, (_, index) => index);

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
}

/** What a cell shows. A lost round lists the mine that ended it among the revealed cells: a mine wins over a gem. */
export function cellFace(cell: number, revealed: ReadonlySet<number>, mines: ReadonlySet<number>): 'gem' | 'mine' | 'hidden' {
  if (mines.has(cell)) return 'mine';
  return revealed.has(cell) ? 'gem' : 'hidden';
}

function MinesGrid({ round, isBusy, onReveal }: { round: HouseRound | null; isBusy: boolean; onReveal: (cell: number) => void }) {
  const revealed = new Set(numbers(round?.result.revealed));
  const mines = new Set(numbers(round?.result.mines));
  const isOpen = round?.status === 'open';
  return (
    <div role="grid" aria-label={t`Mines field`} className="grid grid-cols-5 gap-1.5">
      {CELLS.map((cell) => {
        const face = cellFace(cell, revealed, mines);
        const isGem = face === 'gem';
        const isMine = face === 'mine';
        return (
          <button
            key={cell}
            type="button"
            role="gridcell"
            aria-label={isGem ? t`Cell ${cell + 1}: gem` : isMine ? t`Cell ${cell + 1}: mine` : t`Cell ${cell + 1}`}
            disabled={!isOpen || isGem || isBusy}
            onClick={() => onReveal(cell)}
            className={cx(
              'aspect-square touch-manipulation rounded-lg text-2xl font-bold transition',
              isGem ? 'bg-emerald-500/80' : isMine ? 'bg-danger/80' : 'bg-ink-700 hover:bg-ink-600 active:scale-95',
            )}
          >
            {isGem ? '💎' : isMine ? '💣' : ''}
          </button>
        );
      })}
    </div>
  );
}

export function MinesPage() {
  const session = useHouseSession();
  const active = useActiveMines();
  const { start, reveal, cashOut } = useMinesAction();
  const [stake, setStake] = useState('10');
  const [mineCount, setMineCount] = useState(3);
  const round = active.data ?? null;
  const isOpen = round?.status === 'open';
  const isBusy = start.isPending || reveal.isPending || cashOut.isPending;
  const failure = start.error ?? reveal.error ?? cashOut.error;

  if (session.isPending || active.isPending) return <LoadingState label={t`Loading game...`} />;
  if (session.isError) return <SessionLost error={session.error} />;

  // The seeds of the open round; between rounds, the pair the next bet will use (new after a rotation).
  const fairness = isOpen ? round.fairness : session.data.fairness;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col gap-3 bg-ink-950 p-3 text-fg">
      <header className="flex items-center justify-between">
        <h1 className="text-lg font-black tracking-wide">{t`MINES`}</h1>
        <p className="text-sm">
          {t`Balance`}{' '}
          <span data-testid="balance" className="font-bold text-gold-400">
            {rupees(session.data.balance)}
          </span>
        </p>
      </header>
      <FrameTabs game="mines" />

      <MinesGrid round={round} isBusy={isBusy} onReveal={(cell) => round && reveal.mutate({ round_id: round.id, cell })} />

      {round && !isOpen ? (
        <p role="status" className={cx('text-center font-semibold', round.status === 'won' ? 'text-emerald-400' : 'text-danger')}>
          {round.status === 'won'
            ? t`You won ${rupees(round.payout)} (${round.multiplier.toFixed(2)}×) on ${rupees(round.stake)}`
            : t`Boom! You hit a mine and lost ${rupees(round.stake)}.`}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-center text-sm text-danger">
          {errorMessage(failure, 'Something went wrong. Please try again.')}
        </p>
      ) : null}

      {isOpen ? (
        <Button
          size="lg"
          isLoading={cashOut.isPending}
          disabled={isBusy || (round.cashout_multiplier ?? 0) === 0}
          onClick={() => cashOut.mutate({ round_id: round.id })}
        >
          {round.cashout_multiplier ? t`Cash out ${rupees(round.stake * round.cashout_multiplier)}` : t`Cash out`}
        </Button>
      ) : (
        <form
          className="grid grid-cols-2 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate({ stake: Number(stake), mines: mineCount });
          }}
        >
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t`Stake (₹)`}
            <input
              inputMode="decimal"
              value={stake}
              onChange={(event) => setStake(event.target.value)}
              className="h-10 rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm text-fg"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t`Mines`}
            <select
              value={mineCount}
              onChange={(event) => setMineCount(Number(event.target.value))}
              className="h-10 rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm text-fg"
            >
              {Array.from({ length: 24 }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="lg" className="col-span-2" isLoading={start.isPending} disabled={isBusy}>
            {t`Bet`}
          </Button>
        </form>
      )}

      <SeedPanel fairness={fairness} />
    </div>
  );
}
