import { msg, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { HistoryIcon } from '@web/components/icons';
import { PageHeader } from '@web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { ANALYSIS_PAGE_SIZE, HISTORY_PAGE_SIZE, useBetAnalysis, useBetHistory } from './api/bet-history';
import { historyQuery, type DateRange, type HistoryForm } from './history-filters';
import { HistoryAnalysis } from './history-analysis';
import { HistoryCards } from './history-cards';
import { HistoryFiltersBar } from './history-filters-bar';
import { HistoryList } from './history-list';

// Bet History (spec §2): five cards, date range and type, search on event and selection, status
// and time filters, and the tabs All Bets (exchange bets, casino rounds and Matka bets), Sports
// (exchange bets), Casino (house and aggregator rounds) and Matka — all applied by the server, so the cards and
// the page count describe exactly the tab's rows — and Analysis, from the player's real bets.

const tabs = [
  { key: 'all', label: msg`All Bets` },
  { key: 'sports', label: msg`Sports` },
  { key: 'casino', label: msg`Casino` },
  { key: 'matka', label: msg`Matka` },
  { key: 'analysis', label: msg`Analysis` },
] as const;
type Tab = (typeof tabs)[number]['key'];

const SEARCH_DELAY_MS = 300;
const initialForm: HistoryForm = { from: '', to: '', sport: '', status: 'all', time: 'all', search: '', page: 1 };

export function BetHistoryPage() {
  const [form, setForm] = useState(initialForm);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<Tab>('all');

  // The search goes to the server once typing pauses; a new search starts on page 1.
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(form.search), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form.search]);

  // The cards follow the bet tab shown; Analysis looks at every bet.
  const query = historyQuery({ ...form, search }, new Date(), tab === 'analysis' ? 'all' : tab);
  const history = useBetHistory(query);

  const change = (next: Partial<HistoryForm>) => setForm((current) => ({ ...current, ...next, page: next.page ?? 1 }));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-3 px-3 py-4 sm:px-4">
      <PageHeader title={t`Bet History`} icon={<HistoryIcon className="size-5" />} />
      <HistoryCards summary={history.data?.summary} tab={tab === 'analysis' ? 'all' : tab} />
      <HistoryFiltersBar form={form} onChange={change} />

      <div role="tablist" aria-label={t`Bet history`} className="flex gap-1 rounded-xl bg-ink-850 p-1 ring-1 ring-ink-600">
        {tabs.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            aria-selected={tab === entry.key}
            onClick={() => {
              setTab(entry.key);
              change({ page: 1 });
            }}
            className={cx(
              // As wide as its label, sharing the rest, as the wallet's tabs.
              'h-9 min-w-0 flex-auto truncate rounded-lg px-2 text-xs font-semibold transition sm:text-sm',
              tab === entry.key ? 'bg-lotus-gradient text-ink-950' : 'text-muted hover:text-fg',
            )}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>

      {tab === 'analysis' ? (
        <AnalysisTab range={{ from: query.from, to: query.to, sport: query.sport }} />
      ) : (
        <BetsTab tab={tab} history={history} page={form.page} onPage={(page) => change({ page })} />
      )}
    </div>
  );
}

type BetsTabProps = { tab: Exclude<Tab, 'analysis'>; history: ReturnType<typeof useBetHistory>; page: number; onPage: (page: number) => void };

function BetsTab({ tab, history, page, onPage }: BetsTabProps) {
  if (history.isPending) return <LoadingState label={t`Loading bet history...`} />;
  if (history.isError)
    return (
      <ErrorState title={t`Failed to load bet history`} message={errorMessage(history.error, t`Please try again.`)} onRetry={() => void history.refetch()} />
    );
  const bets = history.data.bets;
  if (bets.length === 0)
    return (
      <EmptyState
        title={tab === 'casino' ? t`No casino bets` : tab === 'matka' ? t`No Matka bets` : t`No bets found`}
        hint={t`Change the filters or the dates to see more.`}
      />
    );
  const pages = Math.max(1, Math.ceil(history.data.total / HISTORY_PAGE_SIZE));
  return (
    <>
      <HistoryList bets={bets} />
      {pages > 1 ? (
        <nav aria-label={t`Pages`} className="flex items-center justify-between gap-2 text-sm text-muted">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t`Previous`}
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t`Next`}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function AnalysisTab({ range }: { range: DateRange & { sport?: string | undefined } }) {
  const analysis = useBetAnalysis(range, true);
  if (analysis.isPending) return <LoadingState label={t`Analysing your bets...`} />;
  if (analysis.isError)
    return (
      <ErrorState title={t`Failed to load bet history`} message={errorMessage(analysis.error, t`Please try again.`)} onRetry={() => void analysis.refetch()} />
    );
  return <HistoryAnalysis bets={analysis.data.bets} isPartial={analysis.data.total > ANALYSIS_PAGE_SIZE} />;
}
