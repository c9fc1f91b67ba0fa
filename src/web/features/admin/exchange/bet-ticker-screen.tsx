import { useState, type FormEvent } from 'react';
import type { AdminBet } from '@shared/schemas/risk';
import { updateRiskSettingsSchema } from '@shared/schemas/risk';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { inputClass, TextField } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMarkets } from './exchange-markets-api';
import { TICKER_REFRESH_MS, useAdminBets, useRiskSettings, useSaveRiskSettings, type BetFilters } from './risk-api';
import { CsvButton } from '../shared/csv-button';
import { AdminPage, formatDateTime, Panel } from '../shared/admin-ui';

// The bet ticker: players' bets as they come in (real money), filtered by market and minimum
// stake, bets at or above the operator's threshold highlighted; the threshold is set here, and
// the filtered list downloads as CSV.

export function BetTickerScreen() {
  const [marketId, setMarketId] = useState<number | undefined>();
  const [minStake, setMinStake] = useState('');
  const [page, setPage] = useState(1);
  const min = Number(minStake);
  const filters: BetFilters = { market_id: marketId, min_stake: minStake.trim() !== '' && Number.isFinite(min) && min >= 0 ? min : undefined, page };
  const bets = useAdminBets(filters);

  return (
    <AdminPage
      title="Bet ticker"
      description={`Players' bets as they are placed, real money, newest first. Refreshed every ${TICKER_REFRESH_MS / 1000} s.`}
      actions={<CsvButton path="/api/admin/bets" query={{ market_id: filters.market_id, min_stake: filters.min_stake }} />}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <MarketPicker
          value={marketId}
          onChange={(id) => {
            setMarketId(id);
            setPage(1);
          }}
        />
        <TextField
          label="Minimum stake (₹)"
          inputMode="decimal"
          value={minStake}
          onChange={(event) => {
            setMinStake(event.target.value);
            setPage(1);
          }}
          placeholder="Any"
        />
        <ThresholdForm />
      </div>
      <Panel title="Bets">
        {bets.isPending ? <LoadingState /> : null}
        {bets.isError ? <ErrorState title="Failed to load bets" message={errorMessage(bets.error, '')} onRetry={() => void bets.refetch()} /> : null}
        {bets.data && bets.data.bets.length === 0 ? <EmptyState title="No bets here yet" /> : null}
        {bets.data && bets.data.bets.length > 0 ? <BetRows bets={bets.data.bets} /> : null}
        {bets.data && (page > 1 || bets.data.has_more) ? (
          <div className="flex items-center justify-between border-t border-ink-700 px-4 py-3 text-sm">
            <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="text-muted">Page {page}</span>
            <Button variant="secondary" size="sm" disabled={!bets.data.has_more} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        ) : null}
      </Panel>
    </AdminPage>
  );
}

function MarketPicker({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const markets = useAdminMarkets({ settled: 'false' });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="ticker-market" className="text-sm font-medium text-muted">
        Market
      </label>
      <select
        id="ticker-market"
        className={cx(inputClass, 'border-ink-600')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">All markets</option>
        {(markets.data ?? []).map((market) => (
          <option key={market.id} value={market.id}>
            {market.event} · {market.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function ThresholdForm() {
  const settings = useRiskSettings();
  const save = useSaveRiskSettings();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const current = settings.data?.large_bet_threshold;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateRiskSettingsSchema.safeParse({ large_bet_threshold: text.trim() === '' ? Number.NaN : Number(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Threshold must be an amount in rupees');
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', 'Large bet threshold saved');
        setText('');
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the threshold')),
    });
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <TextField
        label="Highlight bets from (₹)"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={current === undefined ? '' : String(current)}
        error={error}
        className="w-44"
      />
      <Button type="submit" isLoading={save.isPending} className={error ? 'mb-5' : undefined}>
        Save
      </Button>
    </form>
  );
}

function BetRows({ bets }: { bets: AdminBet[] }) {
  return (
    <ul aria-label="Bets" className="divide-y divide-ink-700/60">
      {bets.map((bet) => (
        <li
          key={bet.id}
          aria-label={bet.is_large ? `Large bet ${bet.id}` : `Bet ${bet.id}`}
          className={cx('flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4', bet.is_large && 'bg-gold-400/10')}
        >
          <div className="flex items-baseline justify-between gap-3 sm:w-40 sm:flex-col sm:items-end sm:justify-start sm:gap-0 sm:text-right">
            <span className={cx('font-bold tabular-nums', bet.is_large ? 'text-gold-400' : 'text-fg')}>
              {formatRupees(bet.stake)}
              {bet.is_large ? <span className="ml-1 text-xs font-bold uppercase">Large</span> : null}
            </span>
            <span className="text-xs tabular-nums text-subtle">matched {formatRupees(bet.matched_stake)}</span>
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-fg">
              <span
                className={cx('mr-1.5 rounded px-1.5 py-0.5 text-xs font-bold uppercase', bet.side === 'back' ? 'bg-back/20 text-back' : 'bg-lay/20 text-lay')}
              >
                {bet.side}
              </span>
              {bet.runner}
              {bet.line === null ? '' : ` @ ${bet.line}`} <span className="tabular-nums text-muted">at {bet.price.toFixed(2)}</span>
            </p>
            <p className="truncate text-xs text-subtle">
              {bet.event} · {bet.market}
            </p>
          </div>
          <div className="flex items-baseline justify-between gap-3 text-xs sm:w-48 sm:flex-col sm:items-end sm:gap-0">
            <span className="font-semibold text-fg">
              {bet.username} <span className="font-normal text-subtle">#{bet.user_id}</span>
            </span>
            <span className="tabular-nums text-muted">
              {formatDateTime(bet.placed_at)} · {bet.status.replace('_', ' ')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
