import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/money';
import { walletLimitsInputSchema, type PlayerWalletLimits } from '@shared/schemas/wallet-limits';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useRefreshPlayer } from './players-api';
import { usePlayerLimits, useSetPlayerLimits } from './wallet-limits-api';
import { Panel } from '../shared/admin-ui';

/** The player's daily deposit and withdrawal limits (Asia/Kolkata day), changed with an audit row. */
export function WalletLimitsPanel({ userId }: { userId: number }) {
  const limits = usePlayerLimits(userId);
  if (limits.isPending) return <LoadingState label="Loading limits..." />;
  if (limits.isError) return <ErrorState title="Failed to load the limits" message={errorMessage(limits.error, '')} onRetry={() => void limits.refetch()} />;
  return <LimitsForm key={`${userId}-${limits.data.daily_deposit_limit}-${limits.data.daily_withdrawal_limit}`} current={limits.data} />;
}

function LimitsForm({ current }: { current: PlayerWalletLimits }) {
  const save = useSetPlayerLimits(current.user_id);
  const refreshPlayer = useRefreshPlayer(current.user_id);
  const [deposit, setDeposit] = useState(String(current.daily_deposit_limit));
  const [withdrawal, setWithdrawal] = useState(String(current.daily_withdrawal_limit));
  const [error, setError] = useState<string>();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = walletLimitsInputSchema.safeParse({
      daily_deposit_limit: Number(deposit || Number.NaN),
      daily_withdrawal_limit: Number(withdrawal || Number.NaN),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        showToast('success', message);
        void refreshPlayer();
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the limits')),
    });
  };

  return (
    <Panel title="Daily limits">
      <form noValidate onSubmit={onSave} className="flex flex-col gap-3 p-4">
        <p className="text-sm text-muted">
          Now: deposits {formatRupees(current.daily_deposit_limit)} a day, withdrawals {formatRupees(current.daily_withdrawal_limit)} a day
          {current.is_custom ? '' : ' (site defaults)'}.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextField
            className="sm:w-60"
            label="Daily deposit limit (₹)"
            inputMode="decimal"
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
          />
          <TextField
            className="sm:w-60"
            label="Daily withdrawal limit (₹)"
            inputMode="decimal"
            value={withdrawal}
            onChange={(event) => setWithdrawal(event.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-start" isLoading={save.isPending}>
          Save limits
        </Button>
      </form>
    </Panel>
  );
}
