import { useState, type FormEvent } from 'react';
import { voidMatkaDrawSchema, type MatkaResult } from '@shared/schemas/matka';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useVoidMatkaDraw } from './matka-results-api';
import { firstErrors } from '../shared/form-errors';
import { FormAlert } from '../shared/admin-ui';

// Voiding a market's draw of one day (it did not run, its result is in dispute): every bet on it
// is refunded, winnings already paid are taken back, and the draw takes no more bets or results.
// It cannot be undone, so the operator names the day and a reason, then confirms.

export function MatkaVoidForm({ market }: { market: MatkaResult }) {
  const voidDraw = useVoidMatkaDraw();
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState({ date: '', reason: '' });
  const [confirming, setConfirming] = useState<{ date: string; reason: string }>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const check = (event: FormEvent) => {
    event.preventDefault();
    const parsed = voidMatkaDrawSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setConfirming(parsed.data);
  };
  const confirm = () => {
    if (!confirming) return;
    voidDraw.mutate(
      { id: market.id, ...confirming },
      {
        onSuccess: ({ message }) => {
          showToast('success', `${market.name}: ${message ?? 'Draw voided'}`);
          setValues({ date: '', reason: '' });
          setConfirming(undefined);
          setOpen(false);
        },
        onError: (failure) => {
          setConfirming(undefined);
          setErrors({ form: errorMessage(failure, 'Failed to void the draw') });
        },
      },
    );
  };

  if (!isOpen)
    return (
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        Void a draw…
      </Button>
    );
  return (
    <form noValidate onSubmit={check} aria-label={`Void a draw of ${market.name}`} className="flex flex-col gap-2 rounded-lg border border-danger/40 p-3">
      <p className="text-xs text-muted">Every bet on the draw is refunded and any winnings paid are taken back. This cannot be undone.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label="Draw day"
          type="date"
          value={values.date}
          error={errors.date}
          onChange={(event) => {
            setValues({ ...values, date: event.target.value });
            setErrors({});
            setConfirming(undefined);
          }}
        />
        <TextField
          label="Reason"
          value={values.reason}
          error={errors.reason}
          maxLength={500}
          onChange={(event) => {
            setValues({ ...values, reason: event.target.value });
            setErrors({});
            setConfirming(undefined);
          }}
        />
      </div>
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <Button type="button" size="sm" variant="danger" isLoading={voidDraw.isPending} onClick={confirm}>
            Yes, void the draw of {confirming.date}
          </Button>
        ) : (
          <Button type="submit" size="sm" variant="danger">
            Void draw
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setConfirming(undefined);
            setErrors({});
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
