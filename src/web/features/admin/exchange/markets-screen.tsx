import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminMarketsQuery } from '@shared/schemas/exchange';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMarkets, useHouseSummary } from './exchange-markets-api';
import { AdminPage, Panel, tableClass, tdClass, thClass } from '../shared/admin-ui';
import { EventFormDialog } from './event-form';
import { MarketDetail } from './market-detail';
import { MarketFormDialog } from './market-form';
import { MarketStatusBadge } from './market-status-badge';

// The back office's exchange: the house's exposure, every market with its volumes and the
// house's exposure in it, new events and markets; a market opens its own screen (?market=id).

const filters: Array<{ key: string; label: string; query: AdminMarketsQuery }> = [
  { key: 'live', label: 'Not settled', query: { settled: 'false' } },
  { key: 'open', label: 'Open', query: { status: 'OPEN', settled: 'false' } },
  { key: 'suspended', label: 'Suspended', query: { status: 'SUSPENDED' } },
  { key: 'closed', label: 'Closed', query: { status: 'CLOSED', settled: 'false' } },
  { key: 'settled', label: 'Settled', query: { settled: 'true' } },
  { key: 'all', label: 'All', query: {} },
];

export function MarketsScreen() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('market'));
  if (Number.isSafeInteger(selected) && selected > 0) return <MarketDetail id={selected} onBack={() => setParams({})} />;
  return <MarketList onOpen={(id) => setParams({ market: String(id) })} />;
}

function MarketList({ onOpen }: { onOpen: (id: number) => void }) {
  const [filter, setFilter] = useState('live');
  const [dialog, setDialog] = useState<'event' | 'market' | undefined>();
  const query = filters.find((entry) => entry.key === filter)?.query ?? {};
  const markets = useAdminMarkets(query);

  return (
    <AdminPage
      title="Markets"
      description="Create events and markets, set fair prices, suspend, settle, and watch the house's exposure."
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setDialog('event')}>
            New event
          </Button>
          <Button onClick={() => setDialog('market')}>New market</Button>
        </div>
      }
    >
      <HouseCard />
      <div role="tablist" aria-label="Market filter" className="scrollbar-none flex gap-1 overflow-x-auto">
        {filters.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            aria-selected={filter === entry.key}
            onClick={() => setFilter(entry.key)}
            className={cx(
              'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-semibold',
              filter === entry.key ? 'bg-lotus-500/15 text-lotus-300' : 'text-muted hover:bg-ink-700',
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <Panel title="Markets">
        {markets.isPending ? <LoadingState /> : null}
        {markets.isError ? (
          <ErrorState title="Failed to load markets" message={errorMessage(markets.error, '')} onRetry={() => void markets.refetch()} />
        ) : null}
        {markets.isSuccess && markets.data.length === 0 ? <EmptyState title="No markets here" /> : null}
        {markets.isSuccess && markets.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead className="border-b border-ink-700">
                <tr>
                  <th className={thClass}>Event</th>
                  <th className={thClass}>Market</th>
                  <th className={thClass}>Status</th>
                  <th className={`${thClass} text-right`}>Matched</th>
                  <th className={`${thClass} text-right`}>Unmatched</th>
                  <th className={`${thClass} text-right`}>House exposure</th>
                  <th className={thClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-700/60">
                {markets.data.map((row) => (
                  <tr key={row.id}>
                    <td className={tdClass}>
                      <p className="font-semibold text-fg">{row.event}</p>
                      <p className="text-xs text-subtle">{row.sport}</p>
                    </td>
                    <td className={tdClass}>
                      <p className="text-fg">{row.name}</p>
                      <p className="text-xs text-subtle">{row.type.replace('_', ' ')}</p>
                    </td>
                    <td className={tdClass}>
                      <MarketStatusBadge status={row.status} isSettled={row.is_settled} />
                    </td>
                    <td className={`${tdClass} text-right tabular-nums`}>{formatRupees(row.matched_volume)}</td>
                    <td className={`${tdClass} text-right tabular-nums text-muted`}>{formatRupees(row.unmatched_volume)}</td>
                    <td className={cx(tdClass, 'text-right font-semibold tabular-nums', row.house_exposure > 0 ? 'text-danger' : 'text-muted')}>
                      {formatRupees(row.house_exposure)}
                    </td>
                    <td className={`${tdClass} text-right`}>
                      <Button variant="secondary" size="sm" onClick={() => onOpen(row.id)} aria-label={`Manage ${row.event} ${row.name}`}>
                        Manage
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Panel>
      <EventFormDialog isOpen={dialog === 'event'} onClose={() => setDialog(undefined)} />
      <MarketFormDialog isOpen={dialog === 'market'} onClose={() => setDialog(undefined)} onCreated={onOpen} />
    </AdminPage>
  );
}

function HouseCard() {
  const house = useHouseSummary();
  const figures = [
    ['House available', house.data ? formatRupees(house.data.available) : '—', 'text-fg'],
    ['House exposure', house.data ? formatRupees(house.data.exposure) : '—', 'text-danger'],
    ['Markets with exposure', house.data ? String(house.data.markets_with_exposure) : '—', 'text-gold-400'],
  ] as const;
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      {figures.map(([label, value, tone]) => (
        <div key={label} className="rounded-xl border border-ink-600 bg-ink-850 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
          <dd className={cx('mt-1 text-xl font-black tabular-nums', tone)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
