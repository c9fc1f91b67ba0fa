import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cx } from '@web/components/cx';
import { PageHeader } from '@web/components/page-header';
import { SportIcon } from '@web/components/sport-icons';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useMatkaMarkets } from './api/matka';
import { useNow } from './countdown';
import { MatkaBetScreen } from './matka-bet-screen';
import { MatkaCard } from './matka-card';
import { MatkaResults } from './matka-results';

// Matka (spec §2): tabs 'Matka' (Matka Market and Delhi Market cards with their countdowns)
// and 'Matka Result', from the server's matka API; Play Now opens a market's bet screen.

type Tab = 'matka' | 'result';

export function MatkaPage() {
  const [tab, setTab] = useState<Tab>('matka');
  // The bet screen of the market whose Play Now was pressed (?play={id}), so a reload keeps it.
  const [params, setParams] = useSearchParams();
  const playing = Number(params.get('play') ?? '');
  const markets = useMatkaMarkets();
  const market = markets.data?.find((entry) => entry.id === playing);
  if (market) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-3 py-4 sm:px-4">
        <MatkaBetScreen market={market} onBack={() => setParams({})} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-3 px-3 py-4 sm:px-4">
      <PageHeader title={t`Matka`} icon={<SportIcon name="matka" className="size-5" />} />
      <div role="tablist" aria-label={t`Matka`} className="grid grid-cols-2 gap-1 rounded-xl bg-ink-850 p-1 ring-1 ring-ink-600">
        {(
          [
            ['matka', t`Matka`],
            ['result', t`Matka Result`],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={cx('h-10 rounded-lg text-sm font-bold transition', tab === key ? 'bg-lotus-gradient text-ink-950' : 'text-muted hover:text-fg')}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'matka' ? <MatkaMarkets onPlay={(id) => setParams({ play: String(id) })} /> : <MatkaResults />}
    </div>
  );
}

function MatkaMarkets({ onPlay }: { onPlay: (marketId: number) => void }) {
  const markets = useMatkaMarkets();
  const now = useNow();
  // A session that just closed: ask the server for the next one (the card never counts below zero).
  const hasClosed = markets.data?.some((market) => Date.parse(market.closes_at) <= now) ?? false;
  const { refetch } = markets;
  useEffect(() => {
    if (hasClosed) void refetch();
  }, [hasClosed, refetch]);
  if (markets.isPending) return <LoadingState label={t`Loading markets...`} />;
  if (markets.isError)
    return <ErrorState title={t`Failed to load matka markets`} message={errorMessage(markets.error, '')} onRetry={() => void markets.refetch()} />;
  const groups = [
    { key: 'matka', title: t`Matka Market`, markets: markets.data.filter((market) => market.category === 'matka') },
    { key: 'delhi', title: t`Delhi Market`, markets: markets.data.filter((market) => market.category === 'delhi') },
  ];
  if (markets.data.length === 0) return <EmptyState title={t`No matka markets today`} />;
  return (
    <>
      {groups
        .filter((group) => group.markets.length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`matka-${group.key}`}>
            <h2 id={`matka-${group.key}`} className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-fg">
              <span aria-hidden="true" className="h-4 w-1 rounded-full bg-lotus-gradient" />
              {group.title}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.markets.map((market) => (
                <MatkaCard key={market.id} market={market} now={now} onPlay={() => onPlay(market.id)} />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
