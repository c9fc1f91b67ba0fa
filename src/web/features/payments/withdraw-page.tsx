import { translateApiMessage } from '@web/i18n/i18n';
import { t } from '@lingui/core/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import { WITHDRAWAL_MAX, WITHDRAWAL_MIN } from '@shared/schemas/wallet';
import { Button, buttonClass } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { ArrowUpIcon } from '@web/components/icons';
import { BackLink, PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { AccountPicker, effectiveAccountId } from '@web/components/bank-accounts/account-picker';
import { LOAD_ACCOUNTS_ERROR, useWithdrawalAccounts } from '@web/lib/withdrawal-accounts';
import { useIsTwoFactorOn } from '@web/lib/two-factor';
import { useWithdrawPasswordStatus } from '@web/lib/withdraw-password';
import { useWalletBalance, useWalletLimits } from '@web/lib/wallet';
import { AmountInput } from './amount-input';
import { DemoNotice, useIsDemoPlayer } from './demo-notice';
import { useMoneySubmission } from './api/money-submission';
import { SUBMIT_WITHDRAWAL_ERROR, useSubmitWithdrawal } from './api/submit-withdrawal';
import { checkWithdrawal } from './withdraw-form';
import { WithdrawNotices } from './withdraw-notices';

export const LOAD_WITHDRAWAL_DATA_ERROR = 'Failed to load withdrawal data';

/** Withdraw (spec §2, §5): amount, account, withdrawal password, terms; the money is held at once. */
export function WithdrawPage() {
  const balance = useWalletBalance();
  const limits = useWalletLimits();
  const accounts = useWithdrawalAccounts();
  const submit = useSubmitWithdrawal();
  const [amountText, setAmountText] = useState('');
  const [chosenId, setChosenId] = useState<number>();
  const [password, setPassword] = useState('');
  const [hasAgreed, setAgreed] = useState(false);
  const needsCode = useIsTwoFactorOn();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const submission = useMoneySubmission(submit, { successTitle: t`Withdrawal requested`, fallbackError: SUBMIT_WITHDRAWAL_ERROR, setError });
  const isDemo = useIsDemoPlayer();
  const withdrawPassword = useWithdrawPasswordStatus();
  const needsWithdrawPassword = withdrawPassword.data?.is_set === false;

  const hasLoadError = accounts.isError || balance.isError;
  useEffect(() => {
    if (hasLoadError) showToast('error', LOAD_WITHDRAWAL_DATA_ERROR);
  }, [hasLoadError]);

  const accountId = effectiveAccountId(accounts.data ?? [], chosenId);
  const withdrawable = balance.data?.available_credit;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isBusy()) return;
    const check = checkWithdrawal({ amountText, accountId, password, hasAgreed, withdrawable, otp: needsCode ? otp : undefined });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    submission.send(check.input);
  };

  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setError(undefined);
    };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <BackLink to="/wallet">{t`Wallet`}</BackLink>
      <PageHeader title={t`Withdraw`} icon={<ArrowUpIcon className="size-5" />} subtitle={t`To your own bank account`} />
      {isDemo ? <DemoNotice /> : null}

      <div className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-ink-gradient p-3 ring-1 ring-lotus-500/30">
          <p className="text-xs text-subtle">{t`Withdrawable Balance`}</p>
          <p className="mt-1 text-lg font-bold tabular-nums text-fg" data-testid="withdrawable-balance">
            {withdrawable === undefined ? '—' : formatRupees(withdrawable)}
          </p>
        </div>
        <div className="rounded-xl bg-ink-850 p-3 ring-1 ring-ink-600">
          <p className="text-xs text-subtle">{t`Bonus Balance`}</p>
          <p className="mt-1 text-lg font-bold tabular-nums text-gold-400">{balance.data ? formatRupees(balance.data.bonus_balance) : '—'}</p>
          <p className="text-[11px] text-subtle">{t`Not withdrawable`}</p>
        </div>
      </div>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5">
        <AmountInput
          label={t`Withdrawal Amount`}
          placeholder={t`Enter amount`}
          value={amountText}
          onValueChange={edit(setAmountText)}
          hint={
            limits.data
              ? t`Minimum ${formatRupees(WITHDRAWAL_MIN)} · Maximum ${formatRupees(WITHDRAWAL_MAX)} · Left today ${formatRupees(limits.data.withdrawal_left_today)}`
              : t`Minimum ${formatRupees(WITHDRAWAL_MIN)} · Maximum ${formatRupees(WITHDRAWAL_MAX)}`
          }
        />

        {accounts.isPending ? (
          <LoadingState label={t`Loading accounts...`} />
        ) : accounts.isError ? (
          <ErrorState title={LOAD_WITHDRAWAL_DATA_ERROR} message={errorMessage(accounts.error, LOAD_ACCOUNTS_ERROR)} onRetry={() => void accounts.refetch()} />
        ) : (
          <AccountPicker accounts={accounts.data} selectedId={accountId} onSelect={edit(setChosenId)} />
        )}

        {needsWithdrawPassword ? (
          <div role="status" className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-3 text-sm text-fg">
            <p>{t`Set your withdrawal password before you withdraw. It is asked for every withdrawal, to any of your accounts.`}</p>
            <Link to="/withdraw-password" className={buttonClass('secondary', 'md', 'self-start')}>
              {t`Set withdrawal password`}
            </Link>
          </div>
        ) : (
          <PasswordField
            label={t`Withdrawal Password`}
            autoComplete="off"
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
            hint={
              <>
                {t`The withdrawal password you set for your account.`}{' '}
                <Link to="/withdraw-password" className="font-semibold text-lotus-300 hover:underline">
                  {t`Change it`}
                </Link>
              </>
            }
          />
        )}

        {needsCode ? (
          <TextField
            label={t`Authentication code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={40}
            value={otp}
            onChange={(event) => edit(setOtp)(event.target.value)}
            hint={t`The 6-digit code from your authenticator app, or a recovery code.`}
          />
        ) : null}

        <label className="flex items-start gap-3 text-sm text-muted">
          <input
            type="checkbox"
            checked={hasAgreed}
            onChange={(event) => edit(setAgreed)(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-lotus-500"
          />
          <span>{t`I agree to the terms and conditions and confirm this account is in my own name.`}</span>
        </label>

        {error ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
            {translateApiMessage(error)}
          </p>
        ) : null}

        <Button type="submit" size="lg" variant="withdraw" isLoading={submit.isPending} disabled={isDemo || needsWithdrawPassword}>
          {submit.isPending ? t`Submitting...` : t`Submit Withdrawal`}
        </Button>
      </form>

      <WithdrawNotices />
    </div>
  );
}
