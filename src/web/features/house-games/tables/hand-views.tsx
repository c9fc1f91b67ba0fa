import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { baccaratTotal, cardFromIndex, kickGoal, rankTeenPattiHand, type TableGameKey } from '@shared/fairness';
import { cx } from '@web/components/cx';
import { CardBack, PlayingCard } from './card-art';
import { GoalPitch } from './goal-pitch';
import type { TableCard, TableRound } from './table-logic';
import { handName, spotName } from './table-texts';

// How Teen Patti, Baccarat and Goal lay their cards on the felt, as the cards come face up: two
// three-card hands with their rank once complete, the two baccarat hands with their running
// totals (a third card drawn sideways), and the penalty kick with the card that decided it.

type DealView = (props: { round: TableRound | null }) => ReactNode;

const cardsAt = (round: TableRound | null, spot: string): TableCard[] =>
  round?.phase === 'betting' ? [] : (round?.cards ?? []).filter((card) => card.spot === spot);
const isOver = (round: TableRound | null) => round?.phase === 'settled';

function Hand({
  spot,
  cards,
  slots,
  note,
  isWinner,
  sideways = false,
}: {
  spot: string;
  cards: TableCard[];
  slots: number;
  note?: string;
  isWinner: boolean;
  sideways?: boolean;
}) {
  return (
    <div data-spot={spot} className={cx('flex flex-col items-center gap-1 rounded-2xl p-2 transition', isWinner ? 'bg-amber-300/15 ring-2 ring-gold-400' : '')}>
      <p className="text-xs font-bold uppercase tracking-widest text-amber-200/90">{spotName(spot)}</p>
      <div className="flex items-center gap-1">
        {Array.from({ length: slots }, (_, i) => {
          const card = cards[i];
          const isThird = sideways && i === 2;
          if (!card) return i < 2 || !sideways ? <CardBack key={i} className="h-16 w-11 opacity-50 sm:h-20 sm:w-14" /> : null;
          return (
            <span key={i} className={cx('animate-fade-in', isThird ? 'ml-2 rotate-90' : '')}>
              <PlayingCard card={card.card} className="h-16 w-11 sm:h-20 sm:w-14" />
            </span>
          );
        })}
      </div>
      <p aria-live="polite" className={cx('h-5 text-sm font-semibold', isWinner ? 'text-gold-400' : 'text-amber-50/90')}>
        {note}
      </p>
    </div>
  );
}

function TeenPattiDeal({ round }: { round: TableRound | null }) {
  const hands = (['a', 'b'] as const).map((spot) => {
    const cards = cardsAt(round, spot);
    const rank = cards.length === 3 ? rankTeenPattiHand(cards.map((card) => cardFromIndex(card.card))) : undefined;
    return { spot, cards, note: rank ? handName(rank.category) : undefined };
  });
  return (
    <div aria-label={t`Cards`} className="grid min-h-40 grid-cols-2 gap-2 p-3">
      {hands.map(({ spot, cards, note }) => (
        <Hand key={spot} spot={spot} cards={cards} slots={3} note={note} isWinner={isOver(round) && round?.road === spot.toUpperCase()} />
      ))}
    </div>
  );
}

function BaccaratDeal({ round }: { round: TableRound | null }) {
  const hands = (['player', 'banker'] as const).map((spot) => {
    const cards = cardsAt(round, spot);
    return { spot, cards, total: cards.length > 0 ? baccaratTotal(cards.map((card) => cardFromIndex(card.card))) : undefined };
  });
  const winnerRoad = { player: 'P', banker: 'B' } as const;
  return (
    <div aria-label={t`Cards`} className="grid min-h-40 grid-cols-2 gap-2 p-3">
      {hands.map(({ spot, cards, total }) => (
        <Hand
          key={spot}
          spot={spot}
          cards={cards}
          slots={3}
          sideways
          note={total === undefined ? undefined : `${total}`}
          isWinner={isOver(round) && round?.road === winnerRoad[spot]}
        />
      ))}
    </div>
  );
}

function GoalDeal({ round }: { round: TableRound | null }) {
  const [shown] = cardsAt(round, 'kick');
  const kick = shown ? kickGoal([cardFromIndex(shown.card)]) : null;
  return (
    <div aria-label={t`Cards`} className="relative mx-auto w-full max-w-md p-2">
      <GoalPitch kick={kick} />
      {shown ? (
        <span className="absolute bottom-3 right-3 animate-fade-in" title={t`The kick card`}>
          <PlayingCard card={shown.card} className="h-14 w-10" />
        </span>
      ) : null}
    </div>
  );
}

/** The tables whose cards are laid out here rather than one row a spot. */
export const TABLE_DEAL_VIEWS: Partial<Record<TableGameKey, DealView>> = {
  teenpatti: TeenPattiDeal,
  baccarat: BaccaratDeal,
  goal: GoalDeal,
};
