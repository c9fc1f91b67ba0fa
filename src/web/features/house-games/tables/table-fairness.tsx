import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { dealTableRound, previousGameHash, TABLE_GAME_KEYS, TABLE_GAMES, type TableGameKey, type TableOutcome } from '@shared/fairness';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { FailureAlert } from '../game-frame';
import { PlayingCard } from './card-art';
import { roundSummary } from './round-summary';
import { useTableRoad, useTableRound, type RoundProof } from './table-api';
import type { TableRound } from './table-logic';

// The Fairness page's part for a card table: any settled round re-dealt here, in the browser,
// from its revealed hash with the same shared deal the server used; the cards are drawn and
// compared with the ones dealt at the table, and the hash is checked against its chain.

type Check = { outcome: TableOutcome; cardsMatch: boolean; isLinked: boolean; sha: string };

/** Thrown for a round whose hash is not revealed yet. */
class RoundNotOver extends Error {}

async function checkRound(proof: RoundProof): Promise<Check> {
  const { round, chain } = proof;
  if (!round.hash) throw new RoundNotOver('the round is not over yet');
  const outcome = await dealTableRound(round.game, round.hash);
  const sha = await previousGameHash(round.hash);
  const recorded = round.cards.map((card) => `${card.card}:${card.spot}`).join(',');
  const cardsMatch = round.phase !== 'settled' || recorded === outcome.cards.map((card) => `${card.card}:${card.spot}`).join(',');
  return { outcome, cardsMatch, isLinked: sha === chain.previous_hash, sha };
}

function RoundCheck({ game, id }: { game: TableGameKey; id: number }) {
  const proof = useTableRound(game, id);
  const [check, setCheck] = useState<Check>();
  const [failure, setFailure] = useState<string>();
  const [isChecking, setIsChecking] = useState(false);
  const verify = async () => {
    if (!proof.data) return;
    setIsChecking(true);
    setFailure(undefined);
    try {
      setCheck(await checkRound(proof.data));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setIsChecking(false);
    }
  };
  const round = proof.data?.round;
  const hash = round?.hash;
  const chain = round?.chain_id ?? 0;
  const position = round?.position ?? 0;
  return (
    <li aria-label={t`Round ${id}`} className="flex flex-col gap-2 rounded-lg bg-ink-800 p-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          <span className="font-semibold">{t`Round #${id}`}</span> <span className="text-xs text-muted">{round ? roundState(game, round) : ''}</span>
        </span>
        <Button size="sm" variant="secondary" isLoading={isChecking} disabled={!proof.data} onClick={() => void verify()}>
          {t`Verify`}
        </Button>
      </div>
      {hash ? <p className="break-all text-[10px] text-muted">{t`Hash ${hash} · chain #${chain}, position ${position}`}</p> : null}
      <FailureAlert error={proof.error} />
      {check ? (
        <div role="status" className="flex flex-col gap-1 text-xs">
          <p className={cx('font-bold', check.cardsMatch && check.isLinked ? 'text-emerald-400' : 'text-danger')}>
            {check.cardsMatch && check.isLinked ? t`Verified: the same cards, from a hash on the published chain` : t`Does not match`}
          </p>
          <div aria-label={t`Re-dealt cards`} className="flex flex-wrap gap-1">
            {check.outcome.cards.map((card, i) => (
              <PlayingCard key={`${card.card}-${i}`} card={card.card} className="h-14 w-10" />
            ))}
          </div>
          <ul className="flex flex-col gap-0.5">
            <li className={check.cardsMatch ? 'text-emerald-400' : 'text-danger'}>
              {check.cardsMatch ? '✓' : '✗'} {redealtText(game, check.outcome)}
            </li>
            <li className={check.isLinked ? 'text-emerald-400' : 'text-danger'}>
              {check.isLinked ? '✓' : '✗'} {linkText(round, check.sha)}
            </li>
          </ul>
        </div>
      ) : null}
      {failure ? <p className="text-xs text-danger">{failure}</p> : null}
    </li>
  );
}

function failureText(error: unknown): string {
  if (error instanceof RoundNotOver) return t`Verification failed: this round is not over yet; its hash is revealed when it is settled`;
  if (error instanceof Error) {
    const reason = error.message;
    return t`Verification failed: ${reason}`;
  }
  return t`Verification failed`;
}

/** The round's result once settled, else where it stands. */
function roundState(game: TableGameKey, round: TableRound): string {
  if (round.summary) return roundSummary(game, round.summary);
  if (round.phase === 'betting') return t`Taking bets`;
  if (round.phase === 'dealing') return t`Dealing`;
  if (round.phase === 'void') return t`Void: every stake refunded`;
  return t`Settled`;
}

function redealtText(game: TableGameKey, outcome: TableOutcome): string {
  const summary = roundSummary(game, outcome.summary);
  return t`Re-dealt here: ${summary}`;
}

function linkText(round: TableRound | undefined, sha: string): string {
  return round?.position === 0
    ? t`SHA-256 of the hash is the chain's published terminating hash: ${sha}`
    : t`SHA-256 of the hash is the hash of the round before it in the chain: ${sha}`;
}

/**
 * The card tables' rounds on the Fairness page opened from another game (or from none): the
 * player picks the table, and its settled rounds can be re-dealt as from the table itself.
 */
export function CardTablesSection() {
  const [game, setGame] = useState<TableGameKey>(TABLE_GAME_KEYS[0] ?? 'dragon-tiger');
  return <TableRoundsSection key={game} game={game} onPick={setGame} />;
}

/** One table's settled rounds, each re-dealt in the browser; `onPick` adds a choice of table. */
export function TableRoundsSection({ game, onPick }: { game: TableGameKey; onPick?: (game: TableGameKey) => void }) {
  const road = useTableRoad(game);
  const [typed, setTyped] = useState('');
  const [lookedUp, setLookedUp] = useState<number>();
  const ids = (road.data?.road ?? []).slice(0, 8).map((entry) => entry.id);
  const title = TABLE_GAMES[game].title;
  return (
    <section aria-labelledby="table-rounds-heading" className="flex flex-col gap-2 rounded-xl bg-ink-900 p-3">
      <h2 id="table-rounds-heading" className="text-sm font-bold">
        {t`${title} rounds`}
      </h2>
      {onPick ? (
        <label className="flex flex-col gap-1 text-xs text-muted">
          {t`Card table`}
          <select
            value={game}
            onChange={(event) => onPick(event.target.value as TableGameKey)}
            className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base text-fg"
          >
            {TABLE_GAME_KEYS.map((key) => (
              <option key={key} value={key}>
                {TABLE_GAMES[key].title}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="text-xs text-muted">
        {t`Each round’s shoe is a Fisher–Yates shuffle of HMAC-SHA256(round hash, "${game}:0:n"); the hash comes from a chain published before its first round and is revealed when the round is settled.`}
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(typed.trim());
          setLookedUp(Number.isSafeInteger(id) && id > 0 ? id : undefined);
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-xs text-muted">
          {t`Round number`}
          <input
            value={typed}
            inputMode="numeric"
            maxLength={12}
            onChange={(event) => setTyped(event.target.value)}
            className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base text-fg"
          />
        </label>
        <Button type="submit" size="lg" variant="secondary">
          {t`Find`}
        </Button>
      </form>
      <ul className="flex flex-col gap-2">
        {lookedUp !== undefined && !ids.includes(lookedUp) ? <RoundCheck key={`lookup-${lookedUp}`} game={game} id={lookedUp} /> : null}
        {ids.map((id) => (
          <RoundCheck key={id} game={game} id={id} />
        ))}
      </ul>
      {road.data && ids.length === 0 ? <p className="text-xs text-muted">{t`No settled rounds yet.`}</p> : null}
    </section>
  );
}
