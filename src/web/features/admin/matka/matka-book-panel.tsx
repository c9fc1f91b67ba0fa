import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/money';
import { matkaBetTypeNames, matkaBetTypes, updateMatkaRatesSchema, type MatkaRates } from '@shared/schemas/matka';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMatkaRates, useMatkaBook, useUpdateMatkaRates } from './matka-results-api';
import { AdminTable, FormAlert, Panel } from '../shared/admin-ui';
import { firstErrors, numberOrUndefined } from '../shared/form-errors';

// Matka back office beside the results: the payout rates per bet type, and a market's open bets
// with what each number would cost the house, worst first (real money only).

export function MatkaBook({ marketId }: { marketId: number }) {
  const [isShown, setShown] = useState(false);
  const book = useMatkaBook(marketId, isShown);
  if (!isShown)
    return (
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => setShown(true)}>
        Show open bets
      </Button>
    );
  if (book.isPending) return <LoadingState label="Loading open bets..." />;
  if (book.isError) return <ErrorState title="Failed to load open bets" message={errorMessage(book.error, '')} onRetry={() => void book.refetch()} />;
  const { data } = book;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        Draw {data.draw_date}: {data.open_bets} open bets, {formatRupees(data.total_stake)} staked
      </p>
      {data.numbers.length > 0 ? (
        <AdminTable label={`Open bets of draw ${data.draw_date}`} headings={['Session', 'Type', 'Number', 'Bets', 'Stake', 'Pays', 'House if it comes']}>
          {data.numbers.map((row) => (
            <tr key={`${row.session}-${row.type}-${row.number}`}>
              <td className="px-2 py-1 capitalize">{row.session}</td>
              <td className="px-2 py-1">{matkaBetTypeNames[row.type]}</td>
              <td className="px-2 py-1 font-mono font-bold text-gold-400">{row.number}</td>
              <td className="px-2 py-1 tabular-nums">{row.bets}</td>
              <td className="px-2 py-1 tabular-nums">{formatRupees(row.stake)}</td>
              <td className="px-2 py-1 tabular-nums">{formatRupees(row.payout)}</td>
              <td className={cx('px-2 py-1 font-bold tabular-nums', row.house_result < 0 ? 'text-danger' : 'text-success')}>
                {formatRupees(row.house_result)}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}

export function MatkaRatesPanel() {
  const rates = useAdminMatkaRates();
  return (
    <Panel title="Payout rates (a winning ₹1 returns, stake included)">
      {rates.isPending ? <LoadingState /> : null}
      {rates.isError ? <ErrorState title="Failed to load rates" message={errorMessage(rates.error, '')} onRetry={() => void rates.refetch()} /> : null}
      {rates.isSuccess ? <RatesForm rates={rates.data} /> : null}
    </Panel>
  );
}

function RatesForm({ rates }: { rates: MatkaRates }) {
  const update = useUpdateMatkaRates();
  const [values, setValues] = useState(() => Object.fromEntries(matkaBetTypes.map((type) => [type, String(rates[type])])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateMatkaRatesSchema.safeParse(Object.fromEntries(matkaBetTypes.map((type) => [type, numberOrUndefined(values[type] ?? '')])));
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => showToast('success', 'Rates updated. New bets take them; placed bets keep theirs.'),
      onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to update rates') }),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 p-4">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {matkaBetTypes.map((type) => (
          <TextField
            key={type}
            label={`${matkaBetTypeNames[type]} (1:x)`}
            inputMode="decimal"
            value={values[type] ?? ''}
            error={errors[type]}
            onChange={(event) => {
              setValues({ ...values, [type]: event.target.value });
              setErrors({});
            }}
          />
        ))}
      </div>
      <FormAlert message={errors.form} />
      <Button type="submit" size="sm" className="w-fit" isLoading={update.isPending}>
        Save rates
      </Button>
    </form>
  );
}
