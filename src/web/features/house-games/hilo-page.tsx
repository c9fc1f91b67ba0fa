import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { payoutPaise, type Card, type HiloGuess } from '@shared/fairness';
import { toPaise, toRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { useActiveHilo, useHiloAction } from './api/hilo';
import { useHouseSession } from './api/mines';
import { FailureAlert, GameFrame, SeedPanel, sessionGate, StakeField } from './game-frame';
import { cardsOf, hiloChoices, isSkipped, movesOf, skipCount, skipsLeft, winningCounts } from './hilo-hand';
import { checkStake, rupees } from './stake';

// Hi-Lo in the game frame (/play/hilo?session=...): a card is dealt, the player guesses whether
// the next is higher or lower (or the same), or skips the card with nothing at stake, and cashes
// out after any right guess. A wrong guess ends the hand. An open hand survives a reload
// (GET /hilo/active).

const isRed = (card: Card) => card.suit === '♦' || card.suit === '♥';

function guessName(guess: HiloGuess): string {
  switch (guess) {
    case 'higher-or-same':
      return t`Higher or same`;
    case 'lower-or-same':
      return t`Lower or same`;
    case 'higher':
      return t`Higher`;
    case 'lower':
      return t`Lower`;
    case 'same':
      return t`Same`;
  }
}

function PlayingCard({ card, size = 'lg', label, isDimmed = false }: { card: Card; size?: 'lg' | 'sm'; label?: string; isDimmed?: boolean }) {
  return (
    <div
      aria-label={label ?? card.label}
      className={cx(
        'flex shrink-0 select-none items-center justify-center rounded-xl border-2 border-ink-300 bg-white font-black shadow-lg',
        size === 'lg' ? 'h-36 w-24 text-4xl md:h-44 md:w-32 md:text-5xl' : 'h-14 w-10 text-sm',
        isRed(card) ? 'text-red-600' : 'text-ink-950',
        isDimmed ? 'opacity-40' : '',
      )}
    >
      {card.label}
    </div>
  );
}

export function HiloPage() {
  const session = useHouseSession();
  const active = useActiveHilo();
  const { start, guess, skip, cashOut } = useHiloAction();
  const [stake, setStake] = useState('10');
  const [stakeError, setStakeError] = useState<string>();

  const gate = sessionGate(session) ?? (active.isPending ? sessionGate({ isPending: true, isError: false, error: null }) : undefined);
  if (gate || !session.data) return gate;

  const round = active.data ?? null;
  const isOpen = round?.status === 'open';
  const cards = cardsOf(round);
  const moves = movesOf(round);
  const current = cards.at(-1);
  const isBusy = start.isPending || guess.isPending || skip.isPending || cashOut.isPending;
  const failure = start.error ?? guess.error ?? skip.error ?? cashOut.error ?? active.error;
  const ending = round?.status === 'won' ? cashOut.data : guess.data;
  const settledBalance = ending && ending.round.id === round?.id ? ending.balance : undefined;
  // While open, every guess so far was right; the choices compound on them.
  const winning = winningCounts(cards, moves);
  const choices = isOpen && current ? hiloChoices(current.rank, winning) : [];
  const skipped = skipCount(moves);
  const canSkip = skipsLeft(moves) > 0;
  const cashoutMultiplier = round?.cashout_multiplier ?? 0;

  return (
    <GameFrame title={t`HI-LO`} game="hilo" balance={session.data.balance}>
      <div className="flex flex-col gap-3 md:grid md:grid-cols-[340px_1fr] md:items-start md:gap-5">
        <div className="order-2 flex flex-col gap-3 rounded-xl bg-ink-900 p-3 md:order-1">
          {isOpen ? (
            <>
              <div className="grid grid-cols-2 gap-2">
                {choices.map((choice) => (
                  <Button
                    key={choice.guess}
                    size="lg"
                    variant="secondary"
                    className="h-auto flex-col py-2"
                    disabled={isBusy}
                    onClick={() => guess.mutate({ round_id: round.id, guess: choice.guess })}
                  >
                    <span>{guessName(choice.guess)}</span>
                    <span className="text-[11px] font-normal text-muted">
                      {choice.chancePercent.toFixed(2)}% · {choice.multiplierIfRight.toFixed(2)}×
                    </span>
                  </Button>
                ))}
              </div>
              <Button variant="secondary" isLoading={skip.isPending} disabled={isBusy || !canSkip} onClick={() => skip.mutate({ round_id: round.id })}>
                {canSkip ? t`Skip card · ${skipsLeft(moves)} left` : t`No skips left this hand`}
              </Button>
              <Button
                size="lg"
                isLoading={cashOut.isPending}
                disabled={isBusy || cashoutMultiplier === 0}
                onClick={() => cashOut.mutate({ round_id: round.id })}
              >
                {cashoutMultiplier === 0
                  ? t`Cash out after a right guess`
                  : t`Cash out ${rupees(toRupees(payoutPaise(toPaise(round.stake), cashoutMultiplier)))}`}
              </Button>
            </>
          ) : (
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                const checked = checkStake(stake);
                setStakeError(checked.error);
                if (checked.stake !== undefined) start.mutate({ stake: checked.stake });
              }}
            >
              <StakeField value={stake} onChange={setStake} disabled={isBusy} error={stakeError} />
              <Button type="submit" size="lg" isLoading={start.isPending} disabled={isBusy}>
                {t`Bet`}
              </Button>
            </form>
          )}
          <FailureAlert error={failure} />
        </div>

        <div className="order-1 flex flex-col gap-3 md:order-2">
          <div className="flex flex-col items-center gap-3 rounded-xl bg-ink-900 p-4">
            {current ? (
              <PlayingCard card={current} label={t`Current card ${current.label}`} />
            ) : (
              <div className="flex h-36 w-24 items-center justify-center rounded-xl border-2 border-dashed border-ink-600 text-xs text-muted md:h-44 md:w-32">
                {t`Bet to deal`}
              </div>
            )}
            {cards.length > 1 ? (
              <ol aria-label={t`Cards dealt`} className="flex max-w-full gap-1 overflow-x-auto pb-1">
                {cards.map((card, index) => (
                  <li key={index}>
                    <PlayingCard
                      card={card}
                      size="sm"
                      isDimmed={isSkipped(moves, index)}
                      label={isSkipped(moves, index) ? t`${card.label}, skipped` : card.label}
                    />
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
          {round && !isOpen ? (
            <p role="status" className={cx('text-center font-semibold', round.status === 'won' ? 'text-emerald-400' : 'text-danger')}>
              {round.status === 'won' ? t`You won ${rupees(round.payout)} (${round.multiplier.toFixed(2)}×)` : t`Wrong guess — you lost ${rupees(round.stake)}`}
              {settledBalance === undefined ? null : (
                <span className="block text-xs font-normal text-muted">{t`Balance after: ${rupees(settledBalance)}`}</span>
              )}
            </p>
          ) : null}
          {isOpen ? (
            <p className="text-center text-sm text-muted">
              {skipped > 0
                ? t`Stake ${rupees(round.stake)} · ${winning.length} right so far · ${skipped} skipped`
                : t`Stake ${rupees(round.stake)} · ${winning.length} right so far`}
            </p>
          ) : null}
        </div>
      </div>
      <SeedPanel fairness={isOpen ? round.fairness : session.data.fairness} />
    </GameFrame>
  );
}
