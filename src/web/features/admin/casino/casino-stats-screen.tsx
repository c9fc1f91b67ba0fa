import { useState } from 'react';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { inputClass } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useCasinoStats, type CasinoGameStat, type StatsPeriod } from './casino-api';
import { AdminPage, Panel, tableClass, tdClass, thClass } from '../shared/admin-ui';
import { CsvButton } from '../shared/csv-button';
import { DateRangeFields } from '../shared/date-range-fields';

// Each title's rounds, stakes and payouts from the seamless wallet's log, and the house edge it
// realised next to the edge a house game states. Dates are Indian days: From is the start of its
// day, To includes its whole day.

const DAY_MS = 24 * 60 * 60 * 1000;
const dateClass = `${inputClass} border-ink-600`;

/** 'YYYY-MM-DD' (an IST day) to the API's bounds: from its midnight, to the next midnight. */
export function periodOf(from: string, to: string): StatsPeriod {
  const midnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
  return {
    from: from ? midnight(from).toISOString() : undefined,
    to: to ? new Date(midnight(to).getTime() + DAY_MS).toISOString() : undefined,
  };
}

/** 0.0312 → '3.12%'. */
export function formatEdge(edge: number): string {
  return `${(edge * 100).toFixed(2)}%`;
}

function statedEdge(stated: CasinoGameStat['stated_house_edge']): string {
  if (!stated) return '—';
  return stated.min === stated.max ? formatEdge(stated.min) : `${formatEdge(stated.min)} – ${formatEdge(stated.max)}`;
}

function StatsTable({ games }: { games: CasinoGameStat[] }) {
  const total = games.reduce(
    (sum, game) => ({
      rounds: sum.rounds + game.rounds,
      stakes: sum.stakes + game.stakes,
      payouts: sum.payouts + game.payouts,
      ggr: sum.ggr + game.gross_gaming_revenue,
    }),
    { rounds: 0, stakes: 0, payouts: 0, ggr: 0 },
  );
  const num = `${tdClass} text-right tabular-nums`;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Game stats">
      <table className={cx(tableClass, 'min-w-[900px]')}>
        <thead className="border-b border-ink-700">
          <tr>
            <th className={thClass}>Game</th>
            <th className={`${thClass} text-right`}>Rounds</th>
            <th className={`${thClass} text-right`}>Players</th>
            <th className={`${thClass} text-right`}>Stakes</th>
            <th className={`${thClass} text-right`}>Payouts</th>
            <th className={`${thClass} text-right`}>House won</th>
            <th className={`${thClass} text-right`}>Realised edge</th>
            <th className={`${thClass} text-right`}>Stated edge</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/60">
          {games.map((game) => (
            <tr key={game.game_id}>
              <td className={tdClass}>
                <p className="font-semibold text-fg">{game.name}</p>
                <p className="text-xs text-subtle">{game.provider}</p>
              </td>
              <td className={num}>{game.rounds.toLocaleString('en-IN')}</td>
              <td className={num}>{game.players.toLocaleString('en-IN')}</td>
              <td className={num}>{formatRupees(game.stakes)}</td>
              <td className={num}>{formatRupees(game.payouts)}</td>
              <td className={cx(num, game.gross_gaming_revenue < 0 ? 'text-danger' : 'text-fg')}>{formatRupees(game.gross_gaming_revenue)}</td>
              <td className={num}>{game.realised_house_edge === null ? '—' : formatEdge(game.realised_house_edge)}</td>
              <td className={`${num} text-muted`}>{statedEdge(game.stated_house_edge)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink-600 font-semibold text-fg">
          <tr>
            <td className={tdClass}>All games</td>
            <td className={num}>{total.rounds.toLocaleString('en-IN')}</td>
            <td className={num} />
            <td className={num}>{formatRupees(total.stakes)}</td>
            <td className={num}>{formatRupees(total.payouts)}</td>
            <td className={num}>{formatRupees(total.ggr)}</td>
            <td className={num}>{total.stakes > 0 ? formatEdge(total.ggr / total.stakes) : '—'}</td>
            <td className={num} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function CasinoStatsScreen() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const isBackwards = from !== '' && to !== '' && to < from;
  const period = isBackwards ? {} : periodOf(from, to);
  const stats = useCasinoStats(period);

  return (
    <AdminPage
      title="Game stats"
      description="Rounds, stakes and payouts of every title that was played, and the house edge it realised (stakes less payouts, over stakes) next to the edge a house game states."
      actions={<CsvButton path="/api/admin/casino/stats" query={period} />}
    >
      <Panel>
        <div className="flex flex-wrap items-end gap-3 p-4">
          <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} inputClassName={dateClass} />
          {from || to ? (
            <Button
              variant="ghost"
              onClick={() => {
                setFrom('');
                setTo('');
              }}
            >
              All time
            </Button>
          ) : null}
          {isBackwards ? (
            <p role="alert" className="text-sm font-medium text-danger">
              To must not be before From
            </p>
          ) : null}
        </div>
      </Panel>
      {isBackwards ? null : (
        <Panel title="Per game">
          {stats.isPending ? <LoadingState label="Loading game stats..." /> : null}
          {stats.isError ? <ErrorState title="Failed to load game stats" message={errorMessage(stats.error, '')} onRetry={() => void stats.refetch()} /> : null}
          {stats.isSuccess && stats.data.length === 0 ? <EmptyState title="No rounds played in this period" /> : null}
          {stats.isSuccess && stats.data.length > 0 ? <StatsTable games={stats.data} /> : null}
        </Panel>
      )}
    </AdminPage>
  );
}
