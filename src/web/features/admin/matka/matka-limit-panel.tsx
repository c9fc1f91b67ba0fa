import { useState, type FormEvent } from 'react';
import { updateMatkaLimitsSchema, type MatkaLimits } from '@shared/schemas/matka';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useAdminMatkaLimits, useUpdateMatkaLimits } from './matka-results-api';
import { FormAlert, Panel } from '../shared/admin-ui';
import { firstErrors, numberOrUndefined } from '../shared/form-errors';

// The house's limit per number of a draw: the most it pays if one number comes (every real
// player's open bets on a session's bet type and number). Slips past it are refused, telling the
// player what they can still stake. Empty: no limit.

export function MatkaLimitPanel() {
  const limits = useAdminMatkaLimits();
  return (
    <Panel title="Limit per number (the most the house pays if one number comes)">
      {limits.isPending ? <LoadingState /> : null}
      {limits.isError ? <ErrorState title="Failed to load the limit" message={errorMessage(limits.error, '')} onRetry={() => void limits.refetch()} /> : null}
      {limits.isSuccess ? <LimitForm limits={limits.data} /> : null}
    </Panel>
  );
}

function LimitForm({ limits }: { limits: MatkaLimits }) {
  const update = useUpdateMatkaLimits();
  const [value, setValue] = useState(limits.max_number_payout === null ? '' : String(limits.max_number_payout));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateMatkaLimitsSchema.safeParse({ max_number_payout: numberOrUndefined(value) ?? null });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: ({ message }) => showToast('success', message ?? 'Limit saved'),
      onError: (failure) => setErrors({ form: errorMessage(failure, 'Failed to save the limit') }),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 p-4">
      <TextField
        label="Most paid out per number (₹, empty: no limit)"
        inputMode="decimal"
        value={value}
        error={errors.max_number_payout}
        onChange={(event) => {
          setValue(event.target.value);
          setErrors({});
        }}
      />
      <FormAlert message={errors.form} />
      <Button type="submit" size="sm" className="w-fit" isLoading={update.isPending}>
        Save limit
      </Button>
    </form>
  );
}
