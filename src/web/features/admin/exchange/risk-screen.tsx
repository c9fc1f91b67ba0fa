import { Link } from 'react-router';
import type { ExposureBoard, ExposureMarket } from '@shared/schemas/risk';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { BOARD_REFRESH_MS, useExposureBoard, useSetBoardMarketStatus, useSetEventStatus } from './risk-api';
import { AdminPage, formatDateTime, Panel } from '../shared/admin-ui';
import { MarketStatusBadge } from './market-status-badge';

// The exposure board: where the house stands in every unsettled market (bookmaker and fancy,
// where the house is the only counterparty, first), volumes, the most exposed players, and one
// click to suspend a market or its whole event. Refreshed every few seconds.

const profitTone = (value: number) => (value < 0 ? 'text-danger' : value > 0 ? 'text-success' : 'text-muted');
const typeLabel: Record<ExposureMarket['type'], string> = { match_odds: 'Match odds', bookmaker: 'Bookmaker', fancy: 'Fancy' };

export function RiskScreen() {
  const board = useExposureBoard();
  return (
    <AdminPage
      title="Risk"
      description={`Where the house stands in every market not yet settled, real money only. Refreshed every ${BOARD_REFRESH_MS / 1000} s.`}
      actions={board.data ? <p className="text-xs text-subtle">Updated {formatDateTime(board.data.generated_at)}</p> : null}
    >
      {board.isPending ? <LoadingState /> : null}
      {board.isError ? <ErrorState title="Failed to load exposure" message={errorMessage(board.error, '')} onRetry={() => void board.refetch()} /> : null}
      {board.data ? <Board board={board.data} /> : null}
    </AdminPage>
  );
}

function Board({ board }: { board: ExposureBoard }) {
  const figures = [
    ['Markets', String(board.totals.markets), 'text-fg'],
    ['House worst case', formatRupees(board.totals.worst_case), profitTone(board.totals.worst_case)],
    ['House held (with offers)', formatRupees(board.totals.house_held), 'text-gold-400'],
    ['Matched', formatRupees(board.totals.matched_volume), 'text-fg'],
    ['Unmatched', formatRupees(board.totals.unmatched_volume), 'text-muted'],
  ] as const;
  // What the event-wide actions can do: suspend while a market of it is open, reopen while one is suspended.
  const eventStatuses = new Map<number, Set<ExposureMarket['status']>>();
  for (const market of board.markets) eventStatuses.set(market.event_id, (eventStatuses.get(market.event_id) ?? new Set()).add(market.status));
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {figures.map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-ink-600 bg-ink-850 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
            <dd className={cx('mt-1 text-lg font-black tabular-nums', tone)}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <section aria-label="Markets" className="flex min-w-0 flex-col gap-3">
          {board.markets.length === 0 ? <EmptyState title="No open markets" /> : null}
          {board.markets.map((market) => (
            <MarketCard key={market.market_id} market={market} eventStatuses={eventStatuses.get(market.event_id) ?? new Set()} />
          ))}
        </section>
        <Panel title="Most exposed players" className="self-start">
          {board.top_players.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">No player has money held.</p>
          ) : (
            <ol className="divide-y divide-ink-700/60">
              {board.top_players.map((player) => (
                <li key={player.user_id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-fg">{player.username}</span>
                    <span className="text-xs text-subtle">
                      #{player.user_id} · {player.markets} {player.markets === 1 ? 'market' : 'markets'}
                    </span>
                  </span>
                  <span className="font-bold tabular-nums text-danger">{formatRupees(player.exposure)}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title="Shared bank accounts" className="self-start lg:col-start-2">
          {board.shared_bank_accounts.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">No bank account is registered by two players.</p>
          ) : (
            <ul className="divide-y divide-ink-700/60" aria-label="Shared bank accounts">
              {board.shared_bank_accounts.map((shared) => (
                <li key={`${shared.account_number}-${shared.ifsc_code}`} className="flex flex-col gap-1 px-4 py-2.5 text-sm">
                  <span className="font-mono text-xs text-fg">
                    {shared.account_number} · {shared.ifsc_code}
                  </span>
                  <span className="text-xs text-muted">
                    {shared.players.map((player, index) => (
                      <span key={player.user_id}>
                        {index > 0 ? ', ' : ''}
                        <Link to={`/admin/players/${player.user_id}`} className="text-back hover:underline">
                          {player.username}
                        </Link>
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

function MarketCard({ market, eventStatuses }: { market: ExposureMarket; eventStatuses: ReadonlySet<ExposureMarket['status']> }) {
  const setMarket = useSetBoardMarketStatus();
  const setEvent = useSetEventStatus();
  const isBusy = setMarket.isPending || setEvent.isPending;
  const canChange = market.status !== 'CLOSED';
  const next = market.status === 'OPEN' ? 'SUSPENDED' : 'OPEN';
  const label = `${market.event} · ${market.name}`;

  const changeMarket = () =>
    setMarket.mutate(
      { id: market.market_id, status: next },
      {
        onSuccess: () => showToast('success', next === 'OPEN' ? 'Market reopened' : 'Market suspended'),
        onError: (error) => showToast('error', errorMessage(error, 'Failed to change the market status')),
      },
    );
  const changeEvent = (status: 'OPEN' | 'SUSPENDED') =>
    setEvent.mutate(
      { id: market.event_id, status },
      {
        onSuccess: (result) => showToast('success', result.message ?? 'Event updated'),
        onError: (error) => showToast('error', errorMessage(error, 'Failed to change the event')),
      },
    );

  return (
    <article aria-label={label} className="rounded-xl border border-ink-600 bg-ink-850">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-ink-700 px-4 py-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-fg">{market.event}</p>
          <p className="text-xs text-subtle">
            {market.name} · {typeLabel[market.type]} · {market.sport}
            {market.in_play ? ' · in play' : ''}
          </p>
        </div>
        <MarketStatusBadge status={market.status} isSettled={false} />
      </header>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-2">
        <Outcomes market={market} />
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Worst case</dt>
          <dd className={cx('text-right font-bold tabular-nums', profitTone(market.worst_case))}>{formatRupees(market.worst_case)}</dd>
          <dt className="text-muted">Best case</dt>
          <dd className={cx('text-right tabular-nums', profitTone(market.best_case))}>{formatRupees(market.best_case)}</dd>
          <dt className="text-muted">House held</dt>
          <dd className="text-right tabular-nums text-fg">{formatRupees(market.house_held)}</dd>
          <dt className="text-muted">Matched</dt>
          <dd className="text-right tabular-nums text-fg">{formatRupees(market.matched_volume)}</dd>
          <dt className="text-muted">Unmatched</dt>
          <dd className="text-right tabular-nums text-muted">{formatRupees(market.unmatched_volume)}</dd>
          <dt className="text-muted">Players</dt>
          <dd className="text-right tabular-nums text-fg">{market.players}</dd>
        </dl>
      </div>
      {market.top_players.length > 0 ? (
        <p className="border-t border-ink-700 px-4 py-2 text-xs text-muted">
          Largest: {market.top_players.map((player) => `${player.username} ${formatRupees(player.exposure)}`).join(' · ')}
        </p>
      ) : null}
      <footer className="flex flex-wrap gap-2 border-t border-ink-700 px-4 py-3">
        {canChange ? (
          <Button
            size="sm"
            variant={next === 'SUSPENDED' ? 'danger' : 'secondary'}
            disabled={isBusy}
            onClick={changeMarket}
            aria-label={`${next === 'SUSPENDED' ? 'Suspend' : 'Reopen'} market ${label}`}
          >
            {next === 'SUSPENDED' ? 'Suspend market' : 'Reopen market'}
          </Button>
        ) : null}
        {eventStatuses.has('OPEN') ? (
          <Button size="sm" variant="danger" disabled={isBusy} onClick={() => changeEvent('SUSPENDED')} aria-label={`Suspend event ${market.event}`}>
            Suspend event
          </Button>
        ) : null}
        {eventStatuses.has('SUSPENDED') ? (
          <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => changeEvent('OPEN')} aria-label={`Reopen event ${market.event}`}>
            Reopen event
          </Button>
        ) : null}
      </footer>
    </article>
  );
}

function Outcomes({ market }: { market: ExposureMarket }) {
  const rows =
    market.type === 'fancy'
      ? market.bands.map((band) => ({
          key: `${band.from}`,
          label: band.to === null ? `${band.from} and above` : band.from === band.to ? `${band.from}` : `${band.from}–${band.to}`,
          profit: band.profit,
        }))
      : market.outcomes.map((outcome) => ({ key: String(outcome.runner_id), label: outcome.name, profit: outcome.profit }));
  return (
    <table className="w-full self-start text-sm">
      <caption className="pb-1 text-left text-xs font-semibold uppercase tracking-wider text-subtle">
        {market.type === 'fancy' ? 'House profit by result' : 'House profit if it wins'}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-0.5 pr-2 text-left font-normal text-fg">
              {row.label}
            </th>
            <td className={cx('py-0.5 text-right font-semibold tabular-nums', profitTone(row.profit))}>{formatRupees(row.profit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
