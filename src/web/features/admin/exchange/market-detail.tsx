import { useState } from 'react';
import type { AdminMarket, MarketStatus } from '@shared/schemas/exchange';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ChevronLeftIcon } from '@web/components/icons';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMarket, useSetMarketStatus, useUpdateEvent } from './exchange-markets-api';
import { AdminPage, Panel } from '../shared/admin-ui';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { MarketBookTable } from './market-book-table';
import { MarketPricesForm } from './market-prices-form';
import { MarketSettleForm } from './market-settle-form';
import { MarketStatusBadge } from './market-status-badge';

// One market in the back office: its live book with the house's profit or loss on each runner,
// volumes and players; suspend / resume / close; the event in play; fair prices; settlement.

export function MarketDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const market = useAdminMarket(id);
  const back = (
    <Button variant="secondary" onClick={onBack}>
      <ChevronLeftIcon className="size-4" /> All markets
    </Button>
  );
  if (market.isPending) return <LoadingState />;
  if (market.isError) return <ErrorState title="Failed to load market" message={errorMessage(market.error, '')} onRetry={() => void market.refetch()} />;
  const { market: book } = market.data;
  return (
    <AdminPage
      title={`${book.event_name} · ${book.name}`}
      description={`${book.sport} · ${book.type.replace('_', ' ')} · min ${formatRupees(book.min_stake)} · max ${formatRupees(book.max_stake)}`}
      actions={back}
    >
      <Figures data={market.data} />
      <Controls data={market.data} />
      <Panel title="Book and house position">
        <MarketBookTable data={market.data} />
      </Panel>
      {book.is_settled || book.status === 'CLOSED' ? null : (
        <Panel title={book.type === 'fancy' ? 'Line and rates' : 'Fair prices'}>
          <MarketPricesForm key={book.id} book={book} />
        </Panel>
      )}
      <Panel title={book.is_settled ? 'Resettle' : 'Settle'}>
        <MarketSettleForm data={market.data} />
      </Panel>
    </AdminPage>
  );
}

function Figures({ data }: { data: AdminMarket }) {
  const figures = [
    ['Status', <MarketStatusBadge key="status" status={data.market.status} isSettled={data.market.is_settled} />],
    ['Matched', formatRupees(data.matched_volume)],
    ['Unmatched', formatRupees(data.unmatched_volume)],
    ['Players', String(data.players)],
    ['Demo players', String(data.demo_players)],
    ['House exposure', formatRupees(data.house.exposure)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-ink-600 bg-ink-850 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
          <dd className={cx('mt-1 text-lg font-bold tabular-nums text-fg', label === 'House exposure' && data.house.exposure > 0 && 'text-danger')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusActions: Array<{ to: MarketStatus; label: string; from: MarketStatus[] }> = [
  { to: 'SUSPENDED', label: 'Suspend', from: ['OPEN'] },
  { to: 'OPEN', label: 'Resume', from: ['SUSPENDED'] },
  { to: 'CLOSED', label: 'Close', from: ['OPEN', 'SUSPENDED'] },
];

function Controls({ data }: { data: AdminMarket }) {
  const { market } = data;
  const setStatus = useSetMarketStatus();
  const updateEvent = useUpdateEvent();
  const [confirmClose, setConfirmClose] = useState(false);

  const change = (status: MarketStatus) =>
    setStatus.mutate(
      { id: market.id, status },
      {
        onSuccess: ({ message }) => showToast('success', message ?? `Market ${status.toLowerCase()}`),
        onError: (failure) => showToast('error', errorMessage(failure, 'Failed to change the market status')),
      },
    );

  if (market.is_settled) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {statusActions
        .filter((action) => action.from.includes(market.status))
        .map((action) => (
          <Button
            key={action.to}
            variant={action.to === 'CLOSED' ? 'danger' : 'secondary'}
            isLoading={setStatus.isPending && setStatus.variables.status === action.to}
            onClick={() => (action.to === 'CLOSED' ? setConfirmClose(true) : change(action.to))}
          >
            {action.label}
          </Button>
        ))}
      {market.in_play ? (
        <span className="inline-flex items-center rounded-lg bg-success/15 px-3 text-sm font-semibold text-success">Event in play</span>
      ) : (
        <Button
          variant="secondary"
          isLoading={updateEvent.isPending}
          onClick={() =>
            updateEvent.mutate(
              { id: market.event_id, in_play: true },
              {
                onSuccess: () => showToast('success', 'Unmatched orders set to lapse have lapsed.', 'Event in play'),
                onError: (failure) => showToast('error', errorMessage(failure, 'Failed to update event')),
              },
            )
          }
        >
          Set event in play
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirmClose}
        title="Close market?"
        message="Closing lapses every unmatched order. The market then waits for its settlement and cannot reopen."
        confirmLabel="Close market"
        isPending={setStatus.isPending}
        onClose={() => setConfirmClose(false)}
        onConfirm={() => {
          change('CLOSED');
          setConfirmClose(false);
        }}
      />
    </div>
  );
}
