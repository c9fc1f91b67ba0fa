import { useState } from 'react';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { LoadingState } from '@web/components/state-views';
import type { HouseRound } from '@shared/schemas/casino';
import { errorMessage } from '@web/lib/api-client';
import { useActiveMines, useHouseSession, useMinesAction } from './api/mines';
import { FrameTabs, SessionLost } from './game-frame';
import { rupees } from './stake';

// Mines in the game frame (/play/mines?session=...): pick mines and stake, reveal cells on a 5×5
// grid, cash out. The server seed's hash is shown before play; the seed itself after rotation.

const CELLS = Array.from({ length: 25 }, (_, index) => index);

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
}

function MinesGrid({ round, isBusy, onReveal }: { round: HouseRound | null; isBusy: boolean; onReveal: (cell: number) => void }) {
  const revealed = new Set(numbers(round?.result.revealed));
  const mines = new Set(numbers(round?.result.mines));
  const isOpen = round?.status === 'open';
  return (
    <div role="grid" aria-label="Mines field" className="grid grid-cols-5 gap-1.5">
      {CELLS.map((cell) => {
        const isGem = revealed.has(cell);
        const isMine = mines.has(cell);
        return (
          <button
            key={cell}
            type="button"
            role="gridcell"
            aria-label={isGem ? `Cell ${cell + 1}: gem` : isMine ? `Cell ${cell + 1}: mine` : `Cell ${cell + 1}`}
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

  if (session.isPending || active.isPending) return <LoadingState label="Loading game..." />;
  if (session.isError) return <SessionLost error={session.error} />;

  // The seeds of the open round; between rounds, the pair the next bet will use (new after a rotation).
  const fairness = isOpen ? round.fairness : session.data.fairness;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col gap-3 bg-ink-950 p-3 text-fg">
      <header className="flex items-center justify-between">
        <h1 className="text-lg font-black tracking-wide">MINES</h1>
        <p className="text-sm">
          Balance{' '}
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
            ? `You won ${rupees(round.payout)} (${round.multiplier.toFixed(2)}×) on ${rupees(round.stake)}`
            : `Boom! You hit a mine and lost ${rupees(round.stake)}.`}
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
          Cash out {round.cashout_multiplier ? rupees(round.stake * round.cashout_multiplier) : ''}
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
            Stake (₹)
            <input
              inputMode="decimal"
              value={stake}
              onChange={(event) => setStake(event.target.value)}
              className="h-10 rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm text-fg"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            Mines
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
            Bet
          </Button>
        </form>
      )}

      <section aria-label="Fairness" className="rounded-lg bg-ink-800 p-2 text-[11px] text-muted">
        <p className="break-all">Server seed hash: {fairness.server_seed_hash}</p>
        <p className="break-all">Client seed: {fairness.client_seed}</p>
        <p>Nonce: {fairness.nonce}</p>
        {fairness.server_seed ? <p className="break-all">Server seed: {fairness.server_seed}</p> : null}
      </section>
    </div>
  );
}
