import { useState, type FormEvent } from 'react';
import { correctMatkaResultSchema, declareMatkaResultSchema, NOT_YET_DECLARED, type MatkaResult } from '@shared/schemas/matka';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMatkaMarkets, useAdminMatkaResults, useCorrectMatkaResult, useDeclareMatkaResult, useUpdateMatkaWeight } from './matka-results-api';
import { AdminPage, FormAlert, Panel, WeightField } from '../shared/admin-ui';
import { firstErrors } from '../shared/form-errors';
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
      description="Declare Open, Close and Jodi for a named draw day once a session's bets have closed: the draw's bets settle at once. A published result is changed only by a correction, with a reason and a confirmation; its bets resettle and players are told. Players see 'NYD' until a result is declared."
    >
      {results.isPending ? <LoadingState /> : null}
      {results.isError ? (
        <ErrorState title="Failed to load matka results" message={errorMessage(results.error, '')} onRetry={() => void results.refetch()} />
      ) : null}
      <MatkaRatesPanel />
      <MatkaLimitPanel />
      <MatkaWeightPanel />
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

/** Each market's bonus wagering weight: the share of a settled Matka stake that counts towards a bonus. */
function MatkaWeightPanel() {
  const markets = useAdminMatkaMarkets();
  const update = useUpdateMatkaWeight();
  return (
    <Panel title="Bonus wagering weight (share of a settled stake that counts towards a bonus)">
      {markets.isPending ? <LoadingState /> : null}
      {markets.isError ? (
        <ErrorState title="Failed to load the markets" message={errorMessage(markets.error, '')} onRetry={() => void markets.refetch()} />
      ) : null}
      {markets.isSuccess ? (
        <ul className="grid gap-x-6 gap-y-2 p-4 sm:grid-cols-2" aria-label="Wagering weights">
          {markets.data.map((market) => (
            <li key={market.id} className="flex items-start justify-between gap-3">
              <span className="pt-1.5 text-sm font-semibold text-fg">
                {market.name}
                {market.is_active ? null : <span className="ml-1 text-xs font-normal text-subtle">(not taking bets)</span>}
              </span>
              <WeightField
                label={`Bonus wagering weight of ${market.name}`}
                weight={market.wagering_weight}
                isBusy={update.isPending}
                onSave={(weight, onError) =>
                  update.mutate(
                    { id: market.id, wagering_weight: weight },
                    {
                      onSuccess: () => showToast('success', `${market.name} counts ${weight}% towards bonus wagering`),
                      onError: (failure) => onError(errorMessage(failure, 'Failed to update market')),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

const show = (value: string) =>
  value === NOT_YET_DECLARED ? <span className="text-subtle">NYD</span> : <span className="font-mono font-bold text-gold-400">{value}</span>;

const emptyValues = { date: '', open: '', close: '', jodi: '', reason: '' };

/**
 * Declares a result for a named draw day (no default day), or, in correction mode, changes a
 * published one: a reason, then a confirmation that names what changes.
 */
function MarketResultForm({ market }: { market: MatkaResult }) {
  const declare = useDeclareMatkaResult();
  const correct = useCorrectMatkaResult();
  const [isCorrecting, setCorrecting] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const filled = () => Object.fromEntries(Object.entries(values).filter(([key, value]) => value.trim() !== '' && (isCorrecting || key !== 'reason')));
  const done = (message: string | undefined, fallback: string) => {
    showToast('success', `${market.name}: ${message ?? fallback}`);
    setValues(emptyValues);
    setConfirming(false);
    setCorrecting(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCorrecting) {
      const parsed = correctMatkaResultSchema.safeParse({ ...filled(), confirm: true });
      if (!parsed.success) {
        setErrors(firstErrors(parsed.error.issues));
        return;
      }
      if (!isConfirming) {
        setConfirming(true);
        return;
      }
      correct.mutate(
        { id: market.id, ...parsed.data },
        {
          onSuccess: ({ message }) => done(message, 'Result corrected'),
          onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to correct the result') }),
        },
      );
      return;
    }
    const parsed = declareMatkaResultSchema.safeParse(filled());
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    declare.mutate(
      { id: market.id, ...parsed.data },
      {
        onSuccess: ({ message }) => done(message, 'Result declared'),
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
        setConfirming(false);
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
        {field('date', 'Draw day', '')}
        {field('open', 'Open', '123-6')}
        {field('close', 'Close', '456-5')}
        {field('jodi', 'Jodi', '65')}
      </div>
      {isCorrecting ? field('reason', 'Reason for the correction', 'e.g. wrong panna typed') : null}
      {isConfirming ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
          Correct the published result of {market.name} for {values.date}
          {values.open ? `, open to ${values.open}` : ''}
          {values.close ? `, close to ${values.close}` : ''}
          {values.jodi ? `, jodi to ${values.jodi}` : ''}? Every bet on that draw is settled again and its players are told it was corrected.
        </p>
      ) : null}
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={isCorrecting ? 'danger' : 'primary'} className="w-fit" isLoading={declare.isPending || correct.isPending}>
          {isCorrecting ? (isConfirming ? 'Confirm correction' : 'Correct result') : 'Declare'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="w-fit"
          onClick={() => {
            setCorrecting(!isCorrecting);
            setConfirming(false);
            setErrors({});
          }}
        >
          {isCorrecting ? 'Cancel correction' : 'Correct a published result…'}
        </Button>
      </div>
    </form>
  );
}
