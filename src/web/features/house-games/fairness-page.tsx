import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isTableGameKey } from '@shared/fairness';
import type { HouseRound, SharedBet } from '@shared/schemas/casino';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { PAGE_SIZE, useFairRounds, useRotateSeeds, useSeeds, useSharedBets, type RoundsFilter } from './api/fairness';
import { ColorPeriodsSection } from './color-fairness';
import { selectionLabel } from './color-logic';
import { CardTablesSection, TableRoundsSection } from './tables/table-fairness';
import { FailureAlert, framePath, isFramePage } from './game-frame';
import { rupees } from './stake';
import { verifyRound, verifySharedBet } from './verify-round';
import { useVerification, VerificationView } from './verification-view';

// The Fairness page in the game frame (/play/fairness?session=...&from=<game>): the seeds in use,
// rotation (reveals the server seed) with an optional new client seed, and every past round,
// each verified here in the browser from its revealed seeds with the shared outcome functions.

const GAMES: { key: HouseRound['game']; title: string }[] = [
  { key: 'dice', title: 'Dice' },
  { key: 'plinko', title: 'Plinko' },
  { key: 'mines', title: 'Mines' },
  { key: 'hilo', title: 'Hi-Lo' },
];
const titleOf = (game: HouseRound['game']) => GAMES.find((entry) => entry.key === game)?.title ?? game;

/** A round's or bet's status as the API writes it, in the site's language. */
const STATUS_NAMES: Record<string, MessageDescriptor> = {
  open: msg`open`,
  won: msg`won`,
  lost: msg`lost`,
  active: msg`active`,
  cashed_out: msg`cashed out`,
  void: msg`void`,
};
const statusName = (status: string): string => {
  const name = STATUS_NAMES[status];
  return name ? t(name) : status;
};

function RoundRow({ round }: { round: HouseRound }) {
  const { check, failure, verify } = useVerification(() => verifyRound(round));
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-ink-800 p-2" aria-label={t`${titleOf(round.game)} round ${round.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {titleOf(round.game)} #{round.id}
        </span>
        <span className="text-xs text-muted">{formatDateTime(round.created_at)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span>
          {t`Stake ${rupees(round.stake)} · Paid ${rupees(round.payout)}`} ·{' '}
          <span className={round.status === 'won' ? 'text-emerald-400' : round.status === 'lost' ? 'text-danger' : 'text-muted'}>
            {statusName(round.status)}
          </span>
        </span>
        <Button size="sm" variant="secondary" isLoading={check === 'checking'} disabled={round.status === 'open'} onClick={() => void verify()}>
          {t`Verify`}
        </Button>
      </div>
      <p className="break-all text-[10px] text-muted">
        {round.fairness.server_seed
          ? t`Hash ${round.fairness.server_seed_hash} · client seed ${round.fairness.client_seed} · nonce ${round.fairness.nonce} · server seed ${round.fairness.server_seed}`
          : t`Hash ${round.fairness.server_seed_hash} · client seed ${round.fairness.client_seed} · nonce ${round.fairness.nonce}`}
      </p>
      {check && check !== 'checking' ? <VerificationView check={check} /> : null}
      {failure ? <p className="text-xs text-danger">{failure}</p> : null}
    </li>
  );
}

function SharedBetRow({ bet }: { bet: SharedBet }) {
  const { check, failure, verify } = useVerification(() => verifySharedBet(bet));
  const title = bet.game === 'crash' ? 'Aviator' : 'Colour Prediction';
  const isCrash = bet.game === 'crash';
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-ink-800 p-2" aria-label={t`${title} bet ${bet.bet_id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{isCrash ? t`${title} · round ${bet.round}` : t`${title} · period ${bet.round}`}</span>
        <span className="text-xs text-muted">{formatDateTime(bet.created_at)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span>
          {bet.choice ? (isCrash ? t`Cash-out ${bet.choice}` : t`Pick ${selectionLabel(bet.choice)}`) + ' · ' : ''}
          {t`Stake ${rupees(bet.stake)} · Paid ${rupees(bet.payout)}`} · {statusName(bet.status)}
        </span>
        <Button size="sm" variant="secondary" isLoading={check === 'checking'} onClick={() => void verify()}>
          {t`Verify`}
        </Button>
      </div>
      <p className="break-all text-[10px] text-muted">
        {bet.server_seed_hash ? `${t`Hash ${bet.server_seed_hash}`} · ` : ''}
        {bet.server_seed ? (isCrash ? t`game hash ${bet.server_seed}` : t`server seed ${bet.server_seed}`) : t`revealed when the round ends`}
      </p>
      {check && check !== 'checking' ? <VerificationView check={check} /> : null}
      {failure ? <p className="text-xs text-danger">{failure}</p> : null}
    </li>
  );
}

function SharedBetsSection() {
  const [page, setPage] = useState(1);
  const bets = useSharedBets(page);
  const pages = bets.data ? Math.max(1, Math.ceil(bets.data.total / PAGE_SIZE)) : 1;
  if (!bets.data || bets.data.total === 0) return bets.isError ? <FailureAlert error={bets.error} /> : null;
  return (
    <section aria-labelledby="shared-heading" className="flex flex-col gap-2 rounded-xl bg-ink-900 p-3">
      <h2 id="shared-heading" className="text-sm font-bold">
        {t`Aviator and Colour Prediction bets`}
      </h2>
      <p className="text-xs text-muted">
        {t`Shared rounds: the crash point comes from the round's hash on the published chain; the colour number from the period's seed, whose hash was shown while bets were open.`}
      </p>
      <ul className="flex flex-col gap-2">
        {bets.data.bets.map((bet) => (
          <SharedBetRow key={`${bet.game}:${bet.bet_id}`} bet={bet} />
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center justify-between text-xs">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t`Previous`}
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t`Next`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function SeedsSection() {
  const seeds = useSeeds();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  if (seeds.isPending) return <LoadingState label={t`Loading seeds...`} />;
  if (seeds.isError)
    return <ErrorState title={t`Could not load your seeds`} message={errorMessage(seeds.error, t`Please try again.`)} onRetry={() => void seeds.refetch()} />;
  const { active } = seeds.data;
  return (
    <section aria-labelledby="seeds-heading" className="flex flex-col gap-2 rounded-xl bg-ink-900 p-3">
      <h2 id="seeds-heading" className="text-sm font-bold">
        {t`Your seeds`}
      </h2>
      <dl className="grid gap-1 text-xs">
        <dt className="text-muted">{t`Server seed hash (shown before play)`}</dt>
        <dd className="break-all font-mono">{active.server_seed_hash}</dd>
        <dt className="text-muted">{t`Client seed`}</dt>
        <dd className="break-all font-mono">{active.client_seed}</dd>
        <dt className="text-muted">{t`Bets on this pair (next nonce)`}</dt>
        <dd className="font-mono">{active.nonce}</dd>
      </dl>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = clientSeed.trim();
          rotate.mutate(trimmed ? { client_seed: trimmed } : {}, { onSuccess: () => setClientSeed('') });
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-xs text-muted">
          {t`New client seed (optional)`}
          <input
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
            placeholder={active.client_seed}
            className="h-11 rounded-lg border border-ink-600 bg-ink-800 px-3 text-base text-fg"
          />
        </label>
        <Button type="submit" size="lg" isLoading={rotate.isPending}>
          {t`Rotate seeds`}
        </Button>
      </form>
      <FailureAlert error={rotate.error} />
      {rotate.data ? (
        <p role="status" className="break-all rounded-lg bg-emerald-500/10 p-2 text-xs text-emerald-300">
          {t`Revealed server seed ${rotate.data.revealed.server_seed ?? ''} (its ${rotate.data.revealed.nonce} bets can now be verified). New hash ${rotate.data.active.server_seed_hash}.`}
        </p>
      ) : null}
    </section>
  );
}

function RoundsSection() {
  const [filter, setFilter] = useState<RoundsFilter>({ page: 1 });
  const rounds = useFairRounds(filter);
  const pages = rounds.data ? Math.max(1, Math.ceil(rounds.data.total / PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="rounds-heading" className="flex flex-col gap-2 rounded-xl bg-ink-900 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="rounds-heading" className="text-sm font-bold">
          {t`Your rounds`}
        </h2>
        <select
          aria-label={t`Game`}
          value={filter.game ?? ''}
          onChange={(event) => setFilter({ page: 1, game: (event.target.value || undefined) as RoundsFilter['game'] })}
          className="h-9 rounded-lg border border-ink-600 bg-ink-800 px-2 text-sm text-fg"
        >
          <option value="">{t`All games`}</option>
          {GAMES.map((game) => (
            <option key={game.key} value={game.key}>
              {game.title}
            </option>
          ))}
        </select>
      </div>
      {rounds.isPending ? <LoadingState label={t`Loading rounds...`} /> : null}
      {rounds.isError ? (
        <ErrorState title={t`Could not load your rounds`} message={errorMessage(rounds.error, t`Please try again.`)} onRetry={() => void rounds.refetch()} />
      ) : null}
      {rounds.data && rounds.data.rounds.length === 0 ? <p className="text-sm text-muted">{t`No rounds yet. Play a round, then verify it here.`}</p> : null}
      {rounds.data ? (
        <ul className="flex flex-col gap-2">
          {rounds.data.rounds.map((round) => (
            <RoundRow key={round.id} round={round} />
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center justify-between text-xs">
          <Button size="sm" variant="secondary" disabled={filter.page <= 1} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
            {t`Previous`}
          </Button>
          <span>{t`Page ${filter.page} of ${pages}`}</span>
          <Button size="sm" variant="secondary" disabled={filter.page >= pages} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>
            {t`Next`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export function FairnessPage() {
  const { search } = useLocation();
  const from = new URLSearchParams(search).get('from');
  const game = isFramePage(from) ? from : undefined;
  const tab = 'flex-1 rounded-md px-3 py-1.5 text-center text-xs font-semibold';
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-3 bg-ink-950 p-3 text-fg md:max-w-3xl md:p-5">
      <header>
        <h1 className="text-lg font-black tracking-wide">{t`FAIRNESS`}</h1>
        <p className="text-xs text-muted">
          {t`Every outcome is HMAC-SHA256(server seed, "client seed:nonce:round"). The server seed's hash is shown before you play; rotating reveals the seed so you can recompute any round here, in your browser.`}
        </p>
      </header>
      <nav aria-label={t`Game`} className="flex gap-1 rounded-lg bg-ink-800 p-1">
        {game ? (
          <Link to={framePath(game, search)} className={cx(tab, 'text-muted hover:text-fg')}>
            {t`Play`}
          </Link>
        ) : null}
        <span aria-current="page" className={cx(tab, 'bg-ink-600 text-fg')}>
          {t`Fairness`}
        </span>
      </nav>
      {game === 'color-prediction' ? <ColorPeriodsSection /> : null}
      {game && isTableGameKey(game) ? <TableRoundsSection game={game} /> : null}
      <SeedsSection />
      <RoundsSection />
      <SharedBetsSection />
      {game && isTableGameKey(game) ? null : <CardTablesSection />}
    </div>
  );
}
