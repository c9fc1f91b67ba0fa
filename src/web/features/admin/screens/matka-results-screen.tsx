import { useState, type FormEvent } from 'react';
import { declareMatkaResultSchema, NOT_YET_DECLARED, type MatkaResult } from '@shared/schemas/matka';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMatkaResults, useDeclareMatkaResult } from '../api/matka-results';
import { AdminPage, FormAlert, Panel } from './admin-ui';
import { firstErrors } from './form-errors';
import { MatkaBook, MatkaRatesPanel } from './matka-book-panel';
import { MatkaLimitPanel } from './matka-limit-panel';
import { MatkaVoidForm } from './matka-void-form';

// Matka results declaration: per market, today's and yesterday's Open, Close and Jodi, and a
// form to declare any of them for a day (a panna with its digit, like 123-6; Jodi two digits),
// which settles the draw's bets; the payout rates and the limit per number, each market's open
// bets, and voiding a draw.

export function MatkaResultsScreen() {
  const results = useAdminMatkaResults();
  return (
    <AdminPage
      title="Matka results"
      description="Declare Open, Close and Jodi once a session's bets have closed: the draw's bets settle at once, and a corrected result resettles them. Players see 'NYD' until a result is declared."
    >
      {results.isPending ? <LoadingState /> : null}
      {results.isError ? (
        <ErrorState title="Failed to load matka results" message={errorMessage(results.error, '')} onRetry={() => void results.refetch()} />
      ) : null}
      <MatkaRatesPanel />
      <MatkaLimitPanel />
      {results.isSuccess && results.data.length === 0 ? <EmptyState title="No matka markets" /> : null}
      {results.isSuccess ? (
        <div className="grid gap-3 lg:grid-cols-2">
          {results.data.map((market) => (
            <Panel key={market.id} title={`${market.name} · ${market.category}`}>
              <MarketResultForm market={market} />
              <div className="flex flex-col gap-2 px-4 pb-4">
                <MatkaBook marketId={market.id} />
                <MatkaVoidForm market={market} />
              </div>
            </Panel>
          ))}
        </div>
      ) : null}
    </AdminPage>
  );
}

const show = (value: string) =>
  value === NOT_YET_DECLARED ? <span className="text-subtle">NYD</span> : <span className="font-mono font-bold text-gold-400">{value}</span>;

function MarketResultForm({ market }: { market: MatkaResult }) {
  const declare = useDeclareMatkaResult();
  const [values, setValues] = useState({ date: '', open: '', close: '', jodi: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const parsed = declareMatkaResultSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    declare.mutate(
      { id: market.id, ...parsed.data },
      {
        onSuccess: ({ message }) => {
          showToast('success', `${market.name}: ${message ?? 'Result declared'}`);
          setValues({ date: '', open: '', close: '', jodi: '' });
        },
        onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to declare result') }),
      },
    );
  };
  const field = (key: keyof typeof values, label: string, placeholder: string) => (
    <TextField
      label={label}
      value={values[key]}
      placeholder={placeholder}
      type={key === 'date' ? 'date' : 'text'}
      error={errors[key]}
      onChange={(event) => {
        setValues({ ...values, [key]: event.target.value });
        setErrors({});
      }}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 p-4">
      <dl className="grid grid-cols-4 gap-1 text-center text-sm">
        {['', 'Open', 'Close', 'Jodi'].map((head) => (
          <dt key={head || 'day'} className="text-[11px] font-semibold uppercase tracking-wider text-subtle">
            {head}
          </dt>
        ))}
        {(
          [
            ['Today', market.today],
            ['Yesterday', market.yesterday],
          ] as const
        ).flatMap(([day, row]) => [
          <dd key={`${day}-day`} className="text-left text-muted">
            {day}
          </dd>,
          <dd key={`${day}-open`}>{show(row.open)}</dd>,
          <dd key={`${day}-close`}>{show(row.close)}</dd>,
          <dd key={`${day}-jodi`}>{show(row.jodi)}</dd>,
        ])}
      </dl>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {field('date', 'Draw day (empty: the latest)', '')}
        {field('open', 'Open', '123-6')}
        {field('close', 'Close', '456-5')}
        {field('jodi', 'Jodi', '65')}
      </div>
      <FormAlert message={errors.form} />
      <Button type="submit" size="sm" className="w-fit" isLoading={declare.isPending}>
        Declare
      </Button>
    </form>
  );
}
