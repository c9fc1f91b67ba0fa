import { useId, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { formatRupees } from '@shared/money';
import { adjustmentSchema, noteInputSchema, playerMessages, type PlayerDetail, type PlayerStatusInput } from '@shared/schemas/players';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage, type ApiResult } from '@web/lib/api-client';
import { useAddNote, useAdjustBalance, useResetPlayerPassword, useResetTwoFactor, useSetPlayerStatus, useSignOutPlayer } from './players-api';

// The operator's actions on the player page, each asking for its reason.

const textareaClass = 'w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-lotus-500/60';

function ReasonField({
  value,
  onChange,
  label = 'Reason',
  maxLength = 500,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <textarea id={id} rows={3} maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} className={textareaClass} />
    </div>
  );
}

function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Credit (positive) or debit (negative) the player's main balance. One Idempotency-Key per filled-in
 * form: a double click or a retry after a lost answer moves the money once; a new amount or reason,
 * or the next adjustment, takes a new key.
 */
export function AdjustBalanceDialog({ player, isOpen, onClose }: { player: PlayerDetail['player']; isOpen: boolean; onClose: () => void }) {
  const adjust = useAdjustBalance(player.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [key, setKey] = useState(newKey);
  const edit = (change: () => void) => {
    change();
    setKey(newKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const parsed = adjustmentSchema.safeParse({ amount: amount.trim() === '' ? Number.NaN : Number(amount), reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    adjust.mutate(
      { input: parsed.data, key },
      {
        onSuccess: ({ message }) => {
          showToast('success', message ?? 'Balance adjusted');
          setAmount('');
          setReason('');
          setKey(newKey());
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to adjust the balance')),
      },
    );
  };

  return (
    <Dialog isOpen={isOpen} onClose={() => (adjust.isPending ? undefined : onClose())} title="Adjust balance">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          Available now {formatRupees(player.balances.available)}
          {player.is_demo ? ' (play money)' : ''}. A positive amount credits the player, a negative one takes money away; never below zero.
        </p>
        <TextField
          label="Amount (₹, signed)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            const value = event.target.value;
            edit(() => setAmount(value));
          }}
          placeholder="e.g. 500 or -250.50"
        />
        <ReasonField value={reason} onChange={(value) => edit(() => setReason(value))} />
        <FormError error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={adjust.isPending}>
            Adjust balance
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const statusActions: Record<PlayerStatusInput['status'], { title: string; confirm: string; explain: string }> = {
  suspended: {
    title: 'Suspend player',
    confirm: 'Suspend',
    explain: 'The player is signed out everywhere at once and their unmatched bets are cancelled. Matched bets stand.',
  },
  active: { title: 'Reactivate player', confirm: 'Reactivate', explain: 'The player can sign in and play again.' },
  closed: { title: 'Close account', confirm: 'Close account', explain: 'The account is closed: signed out everywhere, unmatched bets cancelled.' },
};

export function StatusDialog({ playerId, status, onClose }: { playerId: number; status: PlayerStatusInput['status'] | undefined; onClose: () => void }) {
  const setStatus = useSetPlayerStatus(playerId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const action = status ? statusActions[status] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status || setStatus.isPending) return;
    if (!reason.trim()) {
      setError(playerMessages.reason);
      return;
    }
    setStatus.mutate(
      { status, reason },
      {
        onSuccess: ({ message }) => {
          showToast('success', message ?? 'Status changed');
          setReason('');
          setError(undefined);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to change the status')),
      },
    );
  };

  return (
    <Dialog isOpen={action !== undefined} onClose={() => (setStatus.isPending ? undefined : onClose())} title={action?.title ?? ''}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{action?.explain}</p>
        <ReasonField value={reason} onChange={setReason} />
        <FormError error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={setStatus.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={status === 'active' ? 'primary' : 'danger'} isLoading={setStatus.isPending}>
            {action?.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function NotesForm({ playerId }: { playerId: number }) {
  const addNote = useAddNote(playerId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (addNote.isPending) return;
    const parsed = noteInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    addNote.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', 'Note added');
        setBody('');
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to add the note')),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 border-b border-ink-700 p-4">
      <ReasonField label="New note" value={body} onChange={setBody} maxLength={2000} />
      <FormError error={error} />
      <Button type="submit" size="sm" className="self-start" isLoading={addNote.isPending}>
        Add note
      </Button>
    </form>
  );
}

/**
 * An action on the player that asks only for a reason: what it does said first, the reason
 * checked here (at least `minReason` characters), the server's answer shown as a toast.
 */
function ReasonActionDialog<Data>({
  isOpen,
  onClose,
  title,
  explanation,
  action,
  failure,
  mutation,
  toastOf,
  minReason = 1,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  explanation: string;
  action: string;
  failure: string;
  mutation: UseMutationResult<ApiResult<Data>, Error, { reason: string }>;
  toastOf: (result: ApiResult<Data>) => ['success' | 'error', string];
  minReason?: number;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (reason.trim().length < minReason) {
      setError(playerMessages.reason);
      return;
    }
    mutation.mutate(
      { reason },
      {
        onSuccess: (result) => {
          showToast(...toastOf(result));
          setReason('');
          onClose();
        },
        onError: (problem) => setError(errorMessage(problem, failure)),
      },
    );
  };
  return (
    <Dialog isOpen={isOpen} onClose={() => (mutation.isPending ? undefined : onClose())} title={title}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{explanation}</p>
        <ReasonField value={reason} onChange={setReason} />
        <FormError error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={mutation.isPending}>
            {action}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type PlayerDialogProps = { playerId: number; isOpen: boolean; onClose: () => void };

export function SignOutAllDialog({ playerId, ...dialog }: PlayerDialogProps) {
  return (
    <ReasonActionDialog
      {...dialog}
      title="Sign out everywhere"
      explanation="Every sign-in of the player ends now; their game sessions take no new stake."
      action="Sign out everywhere"
      failure="Failed to sign out"
      mutation={useSignOutPlayer(playerId)}
      toastOf={({ message }) => ['success', message ?? 'Signed out']}
    />
  );
}

/** The operator turns two-factor sign-in off for a player who lost their authenticator, once support has checked who they are. */
export function ResetTwoFactorDialog({ playerId, ...dialog }: PlayerDialogProps) {
  return (
    <ReasonActionDialog
      {...dialog}
      title="Reset two-factor sign-in"
      explanation="Only after checking who is asking (a lost phone). Two-factor sign-in is turned off, every sign-in of the player ends, and they are told by SMS."
      action="Reset two-factor"
      failure="Failed to reset two-factor sign-in"
      mutation={useResetTwoFactor(playerId)}
      toastOf={({ message }) => ['success', message ?? 'Two-factor sign-in turned off']}
      minReason={3}
    />
  );
}

/** A new password texted to the player's phone; the operator never sees it. */
export function ResetPasswordDialog({ playerId, ...dialog }: PlayerDialogProps) {
  return (
    <ReasonActionDialog
      {...dialog}
      title="Reset password"
      explanation="A new password is made and texted to the player's phone number; you do not see it. Every sign-in of the player ends now."
      action="Reset password"
      failure="Failed to reset the password"
      mutation={useResetPlayerPassword(playerId)}
      toastOf={({ message }) => ['success', message ?? 'Password reset']}
    />
  );
}
