import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import { playerListStatuses, playerSorts, type PlayerListQuery } from '@shared/schemas/players';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { PLAYERS_PAGE_SIZE, playerListQuery, usePlayers, type PlayerFilters } from './players-api';
import { CsvButton } from '../shared/csv-button';
import { AdminPage, AdminTable, formatDateTime, Panel, tdClass } from '../shared/admin-ui';
import { Pager } from '../payments';
import { LabelledSelect, PlayerStatus, selectClass } from './player-ui';

const statusLabels: Record<(typeof playerListStatuses)[number], string> = {
  active: 'Active',
  suspended: 'Suspended',
  closed: 'Closed',
  self_excluded: 'Self-excluded',
  timed_out: 'On a time-out',
};
const sortLabels: Record<(typeof playerSorts)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  last_sign_in: 'Last sign-in',
  balance: 'Largest balance',
  username: 'Username A–Z',
};

/** Every player: search by phone (any spelling), name or id; filter, sort, page; download as CSV. */
export function PlayersScreen() {
  const [filters, setFilters] = useState<PlayerFilters>({ search: '', status: undefined, demo: undefined, sort: 'newest' });
  const [page, setPage] = useState(1);
  const players = usePlayers(filters, page);
  const set = (change: Partial<PlayerFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <AdminPage
      title="Players"
      description="Find a player by phone number (any spelling), username, display name or id. Balances are real money; demo players hold play money."
      actions={<CsvButton path="/api/admin/players" query={playerListQuery(filters)} />}
    >
      <Panel>
        <div className="grid gap-3 border-b border-ink-700 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium text-muted">
            Search
            <input
              type="search"
              value={filters.search}
              placeholder="Phone, username, name or id"
              onChange={(event) => set({ search: event.target.value })}
              className={selectClass}
            />
          </label>
          <LabelledSelect label="Status" value={filters.status ?? ''} onChange={(value) => set({ status: (value || undefined) as PlayerListQuery['status'] })}>
            <option value="">All statuses</option>
            {playerListStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </LabelledSelect>
          <LabelledSelect label="Money" value={filters.demo ?? ''} onChange={(value) => set({ demo: (value || undefined) as PlayerListQuery['demo'] })}>
            <option value="">Real and demo</option>
            <option value="false">Real players</option>
            <option value="true">Demo players</option>
          </LabelledSelect>
          <LabelledSelect label="Sort" value={filters.sort} onChange={(value) => set({ sort: value as PlayerListQuery['sort'] })}>
            {playerSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </LabelledSelect>
        </div>
        {players.isPending ? <LoadingState label="Loading players..." /> : null}
        {players.isError ? (
          <ErrorState title="Failed to load players" message={errorMessage(players.error, '')} onRetry={() => void players.refetch()} />
        ) : null}
        {players.isSuccess && players.data.total === 0 ? <EmptyState title="No players match" hint="Try another search or filter." /> : null}
        {players.isSuccess && players.data.players.length > 0 ? (
          <>
            <AdminTable label="Players" headings={['Player', 'Phone', 'Status', 'Registered', 'Last sign-in', 'Balance', 'Exposure', 'Bonus']}>
              {players.data.players.map((player) => (
                <tr key={player.id} className={cx(players.isPlaceholderData && 'opacity-60')}>
                  <td className={tdClass}>
                    <Link to={`/admin/players/${player.id}`} className="font-semibold text-back hover:underline">
                      {player.username}
                    </Link>
                    <p className="text-xs text-subtle">
                      {player.display_name} · #{player.id}
                    </p>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap font-mono text-xs text-muted`}>{player.phone_number || '—'}</td>
                  <td className={tdClass}>
                    <PlayerStatus player={player} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-muted`}>{formatDateTime(player.registered_at)}</td>
                  <td className={`${tdClass} whitespace-nowrap text-muted`}>{player.last_sign_in_at ? formatDateTime(player.last_sign_in_at) : 'Never'}</td>
                  <td className={`${tdClass} whitespace-nowrap text-right tabular-nums text-fg`}>{formatRupees(player.balances.balance)}</td>
                  <td className={`${tdClass} whitespace-nowrap text-right tabular-nums text-muted`}>{formatRupees(player.balances.exposure)}</td>
                  <td className={`${tdClass} whitespace-nowrap text-right tabular-nums text-muted`}>{formatRupees(player.balances.bonus)}</td>
                </tr>
              ))}
            </AdminTable>
            <Pager page={page} pageSize={PLAYERS_PAGE_SIZE} total={players.data.total} onPage={setPage} isBusy={players.isFetching} />
          </>
        ) : null}
      </Panel>
    </AdminPage>
  );
}
