import { translateApiMessage } from '@web/i18n/i18n';
import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { twoFactorMessages } from '@shared/schemas/two-factor';
import { withdrawPasswordSchema } from '@shared/schemas/wallet';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { LockIcon } from '@web/components/icons';
import { BackLink, PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useIsTwoFactorOn } from '@web/lib/two-factor';
import { SAVE_WITHDRAW_PASSWORD_ERROR, useSaveWithdrawPassword, useWithdrawPasswordStatus } from '@web/lib/withdraw-password';

// The withdrawal password's own step: set once, then changed; both with the account password (and
// a code when two-factor sign-in is on). Adding a bank account never chooses it.

const empty = { withdraw_password: '', confirm: '', password: '', otp: '' };
type Field = keyof typeof empty;

export function WithdrawPasswordPage() {
  const status = useWithdrawPasswordStatus();
  const save = useSaveWithdrawPassword();
  const needsCode = useIsTwoFactorOn();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const inFlight = useRef(false);
  const isChange = status.data?.is_set === true;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || inFlight.current) return;
    const parsed = withdrawPasswordSchema.safeParse({
      withdraw_password: values.withdraw_password,
      password: values.password,
      ...(needsCode ? { otp: values.otp } : {}),
    });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in empty && !found[field as Field]) found[field as Field] = issue.message;
    }
    if (!found.withdraw_password && values.confirm !== values.withdraw_password) found.confirm = t`Passwords do not match`;
    if (needsCode && !values.otp.trim()) found.otp = twoFactorMessages.required;
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      return;
    }
    inFlight.current = true;
    save.mutate(
      { isChange, input: parsed.data },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (message) => {
          showToast('success', message);
          setValues(empty);
          navigate('/withdraw', { replace: true });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.errors) setErrors(failure.errors);
          setFormError(errorMessage(failure, SAVE_WITHDRAW_PASSWORD_ERROR));
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-3 py-4 sm:px-4">
      <BackLink to="/withdraw">{t`Withdraw`}</BackLink>
      <PageHeader
        title={isChange ? t`Change Withdrawal Password` : t`Set Withdrawal Password`}
        icon={<LockIcon className="size-5" />}
        subtitle={t`Asked for every withdrawal, to any of your accounts`}
      />
      {status.isPending ? <LoadingState /> : null}
      {status.isError ? (
        <ErrorState title={SAVE_WITHDRAW_PASSWORD_ERROR} message={errorMessage(status.error, '')} onRetry={() => void status.refetch()} />
      ) : null}
      {status.isSuccess ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5">
          <p className="text-sm text-muted">
            {isChange
              ? t`Choose a new withdrawal password. Your account password confirms it is you; we will text you that it changed.`
              : t`Choose the password you will give with every withdrawal. Make it different from your account password; we will text you that it was set.`}
          </p>
          <PasswordField
            label={isChange ? t`New withdrawal password` : t`Withdrawal Password`}
            autoComplete="new-password"
            value={values.withdraw_password}
            onChange={(event) => set('withdraw_password')(event.target.value)}
            error={errors.withdraw_password}
            hint={t`At least 6 characters.`}
          />
          <PasswordField
            label={t`Confirm withdrawal password`}
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => set('confirm')(event.target.value)}
            error={errors.confirm}
          />
          <PasswordField
            label={t`Account password`}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            error={errors.password}
            hint={t`The password you sign in with.`}
          />
          {needsCode ? (
            <TextField
              label={t`Authentication code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={40}
              value={values.otp}
              onChange={(event) => set('otp')(event.target.value)}
              error={errors.otp}
              hint={t`The 6-digit code from your authenticator app, or a recovery code.`}
            />
          ) : null}
          {formError ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
              {translateApiMessage(formError)}
            </p>
          ) : null}
          <Button type="submit" size="lg" isLoading={save.isPending}>
            {isChange ? t`Change Withdrawal Password` : t`Set Withdrawal Password`}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
