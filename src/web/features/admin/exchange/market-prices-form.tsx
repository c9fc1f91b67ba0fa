import { useState, type FormEvent } from 'react';
import { setPricesSchema, type MarketBook } from '@shared/schemas/exchange';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useSetPrices } from './exchange-markets-api';
import { firstErrors, numberOrUndefined } from '../shared/form-errors';
import { FormAlert } from '../shared/admin-ui';

// Fair prices: the house re-quotes back and lay around each runner's fair price (blank leaves a
// runner as it is; "no price" takes the house's quotes off it). A fancy line: its YES and NO
// line and rate.

type RunnerDraft = { fair: string; isCleared: boolean };

const rateOf = (price: number | undefined) => (price === undefined ? '' : String(Math.round((price - 1) * 100)));

export function MarketPricesForm({ book }: { book: MarketBook }) {
  return book.type === 'fancy' ? <FancyQuoteForm book={book} /> : <FairPriceForm book={book} />;
}

function FairPriceForm({ book }: { book: MarketBook }) {
  const setPrices = useSetPrices();
  const [drafts, setDrafts] = useState<Record<number, RunnerDraft>>({});
  const [error, setError] = useState<string>();

  const draftOf = (runnerId: number): RunnerDraft => drafts[runnerId] ?? { fair: '', isCleared: false };
  const change = (runnerId: number, next: Partial<RunnerDraft>) => {
    setDrafts((current) => ({ ...current, [runnerId]: { ...draftOf(runnerId), ...next } }));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const runners = book.runners.flatMap((runner): Array<{ runner_id: number; fair_price: number | null }> => {
      const draft = draftOf(runner.id);
      if (draft.isCleared) return [{ runner_id: runner.id, fair_price: null }];
      const fair = numberOrUndefined(draft.fair);
      return fair === undefined ? [] : [{ runner_id: runner.id, fair_price: fair }];
    });
    const parsed = setPricesSchema.safeParse({ runners });
    if (!parsed.success) {
      setError(runners.length === 0 ? 'Give at least one fair price' : parsed.error.issues[0]?.message);
      return;
    }
    setPrices.mutate(
      { id: book.id, ...parsed.data },
      {
        onSuccess: () => {
          showToast('success', 'The house re-quoted around the new prices.', 'Prices set');
          setDrafts({});
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to set prices')),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {book.runners.map((runner) => {
          const draft = draftOf(runner.id);
          const best = [runner.back[0]?.price, runner.lay[0]?.price].map((price) => (price === undefined ? '-' : price.toFixed(2))).join(' / ');
          return (
            <div key={runner.id} className="rounded-lg bg-ink-800 p-3">
              <TextField
                label={`${runner.name} fair price`}
                inputMode="decimal"
                placeholder={`now ${best}`}
                value={draft.fair}
                disabled={draft.isCleared}
                onChange={(event) => change(runner.id, { fair: event.target.value })}
              />
              <label className="mt-2 flex items-center gap-2 text-xs text-muted">
                <input
                  type="checkbox"
                  checked={draft.isCleared}
                  onChange={(event) => change(runner.id, { isCleared: event.target.checked })}
                  className="accent-lotus-500"
                />
                No price (house stops quoting)
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" isLoading={setPrices.isPending}>
        Set prices
      </Button>
    </form>
  );
}

function FancyQuoteForm({ book }: { book: MarketBook }) {
  const setPrices = useSetPrices();
  const runner = book.runners[0];
  const [values, setValues] = useState({
    yesLine: runner?.back[0]?.line?.toString() ?? '',
    yesRate: rateOf(runner?.back[0]?.price),
    noLine: runner?.lay[0]?.line?.toString() ?? '',
    noRate: rateOf(runner?.lay[0]?.price),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!runner) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = setPricesSchema.safeParse({
      runners: [
        {
          runner_id: runner.id,
          yes_line: numberOrUndefined(values.yesLine) ?? null,
          yes_rate: numberOrUndefined(values.yesRate) ?? null,
          no_line: numberOrUndefined(values.noLine) ?? null,
          no_rate: numberOrUndefined(values.noRate) ?? null,
        },
      ],
    });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(2) }))));
      return;
    }
    setPrices.mutate(
      { id: book.id, ...parsed.data },
      {
        onSuccess: () => showToast('success', 'The line was updated.', 'Line set'),
        onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to set the line') }),
      },
    );
  };

  const field = (key: keyof typeof values, label: string, error: string | undefined) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={values[key]}
      error={error}
      onChange={(event) => {
        setValues({ ...values, [key]: event.target.value });
        setErrors({});
      }}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 p-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {field('noLine', 'NO line', errors.no_line)}
        {field('noRate', 'NO rate', errors.no_rate)}
        {field('yesLine', 'YES line', errors.yes_line)}
        {field('yesRate', 'YES rate', errors.yes_rate)}
      </div>
      <FormAlert message={errors.form} />
      <Button type="submit" className="w-fit" isLoading={setPrices.isPending}>
        Set line
      </Button>
    </form>
  );
}
