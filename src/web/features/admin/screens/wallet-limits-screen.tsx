import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/money';
import { walletLimitsInputSchema, type PlayerWalletLimits } from '@shared/schemas/wallet-limits';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { usePlayerLimits, useSetPlayerLimits } from '../api/wallet-limits';
import { AdminPage, Panel } from './admin-ui';
import { usePlayerIdPicker } from './player-id-picker';

/** One player's daily deposit and withdrawal limits: look up by player id, change, save (audited). */
export function WalletLimitsScreen() {
  const { userId, picker } = usePlayerIdPicker('Show limits');
  const limits = usePlayerLimits(userId);

  return (
    <AdminPage
      title="Wallet limits"
      description="A player’s daily deposit and withdrawal limits (Asia/Kolkata day). Players without their own limits have the site defaults."
    >
      {picker}
      {userId === undefined ? null : limits.isPending ? (
        <LoadingState label="Loading limits..." />
      ) : limits.isError ? (
        <ErrorState title="Failed to load the limits" message={errorMessage(limits.error, '')} onRetry={() => void limits.refetch()} />
      ) : (
        <LimitsForm key={`${userId}-${limits.data.daily_deposit_limit}-${limits.data.daily_withdrawal_limit}`} current={limits.data} />
      )}
    </AdminPage>
  );
}

function LimitsForm({ current }: { current: PlayerWalletLimits }) {
  const save = useSetPlayerLimits(current.user_id);
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
      onSuccess: ({ message }) => showToast('success', message),
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the limits')),
    });
  };

  return (
    <Panel title={`${current.username} (player ${current.user_id})`}>
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
