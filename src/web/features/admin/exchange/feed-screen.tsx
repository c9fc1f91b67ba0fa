import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/money';
import { updateFeedSettingsSchema, type FeedResult, type FeedSettings } from '@shared/schemas/feed';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useConfirmFeedResult, useFeedResults, useFeedSettings, useSaveFeedSettings } from './feed-api';
import { AdminPage, AdminTable, formatDateTime, Panel, QueryStates, tdClass } from '../shared/admin-ui';

/** The feed: the operator's terms for feed markets, and the results it sent, with Settle for those waiting. */
export function FeedScreen() {
  const settings = useFeedSettings();
  return (
    <AdminPage
      title="Feed"
      description="Fixtures, prices, scores and results from the feed. The house quotes around the feed's prices at your margin; results settle after your delay, or when you settle them here."
    >
      <div className="flex flex-col gap-4">
        {settings.isPending ? <LoadingState label="Loading feed settings..." /> : null}
        {settings.isError ? (
          <ErrorState title="Failed to load the feed settings" message={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />
        ) : null}
        {settings.isSuccess ? <SettingsForm key={JSON.stringify(settings.data)} current={settings.data} /> : null}
        <ResultsPanel />
      </div>
    </AdminPage>
  );
}

const numberFields = [
  ['margin_ticks', 'Margin (ticks each side)'],
  ['stake_cap', 'Stake cap (₹)'],
  ['bet_delay', 'In-play bet delay (s)'],
  ['silence_limit_ms', 'Suspend after silence (ms)'],
  ['settle_delay_ms', 'Settle delay (ms)'],
] as const;

function SettingsForm({ current }: { current: FeedSettings }) {
  const save = useSaveFeedSettings();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(numberFields.map(([key]) => [key, String(current[key])])));
  const [mode, setMode] = useState(current.settle_mode);
  const [error, setError] = useState<string>();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = updateFeedSettingsSchema.safeParse({
      ...Object.fromEntries(numberFields.map(([key]) => [key, Number(values[key] || Number.NaN)])),
      settle_mode: mode,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the feed settings')),
    });
  };

  return (
    <Panel title="Feed markets">
      <form noValidate onSubmit={onSave} className="flex flex-col gap-3 p-4">
        <p className="text-sm text-muted">
          New feed markets take at most {formatRupees(current.stake_cap)} a bet; results{' '}
          {current.settle_mode === 'confirm' ? 'wait for you' : `settle ${current.settle_delay_ms / 1000} s after they arrive`}.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {numberFields.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              inputMode="numeric"
              value={values[key] ?? ''}
              onChange={(event) => setValues((before) => ({ ...before, [key]: event.target.value }))}
            />
          ))}
          <label className="flex flex-col gap-1 text-sm font-medium text-fg">
            Results
            <select
              className="h-11 rounded-lg border border-ink-500 bg-ink-900 px-3 text-fg"
              value={mode}
              onChange={(event) => setMode(event.target.value === 'confirm' ? 'confirm' : 'delay')}
            >
              <option value="delay">Settle after the delay</option>
              <option value="confirm">Wait for my confirmation</option>
            </select>
          </label>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-start" isLoading={save.isPending}>
          Save feed settings
        </Button>
      </form>
    </Panel>
  );
}

function ResultsPanel() {
  const results = useFeedResults();
  const confirm = useConfirmFeedResult();
  const onSettle = (result: FeedResult) =>
    confirm.mutate(result.id, {
      onSuccess: (message) => showToast('success', message),
      onError: (failure) => showToast('error', errorMessage(failure, 'Failed to settle the result')),
    });
  return (
    <Panel title="Results from the feed">
      <QueryStates query={results} errorTitle="Failed to load the feed results" emptyTitle="No results yet">
        {(rows) => (
          <AdminTable label="Feed results" headings={['Received (IST)', 'Event', 'Market', 'Result', 'Status', '']}>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${tdClass} whitespace-nowrap text-muted`}>{formatDateTime(row.received_at)}</td>
                <td className={`${tdClass} text-fg`}>{row.event}</td>
                <td className={`${tdClass} text-fg`}>{row.market}</td>
                <td className={`${tdClass} text-fg`}>{row.result.void ? 'Void' : (row.winner ?? '—')}</td>
                <td className={`${tdClass} text-muted`}>
                  {row.status === 'pending'
                    ? row.due_at
                      ? `Settles ${formatDateTime(row.due_at)}`
                      : 'Waiting for you'
                    : row.status === 'settled'
                      ? 'Settled'
                      : 'Corrected'}
                </td>
                <td className={tdClass}>
                  {row.status === 'pending' ? (
                    <Button size="sm" onClick={() => onSettle(row)} isLoading={confirm.isPending && confirm.variables === row.id}>
                      Settle now
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryStates>
    </Panel>
  );
}
