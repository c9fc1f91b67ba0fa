import { translateApiMessage } from '@web/i18n/i18n';
import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { walletMessages } from '@shared/schemas/wallet';
import { Button } from '@web/components/button';
import { PasswordField, TextField } from '@web/components/form-field';
import { CheckIcon, LockIcon, PlusIcon } from '@web/components/icons';
import { BackLink, PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/spinner';
import { showToast } from '@web/components/toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { ADD_ACCOUNT_ERROR, useAddAccount } from '@web/lib/withdrawal-accounts';
import { useIsTwoFactorOn } from '@web/lib/two-factor';
import { useWithdrawPasswordStatus } from '@web/lib/withdraw-password';
import { IFSC_LENGTH, useIfscLookup, type IfscLookupState } from './api/ifsc';
import { checkAccount, type AccountDraft, type AccountErrors, type AccountField } from './add-account-form';
import { BranchCard } from './branch-card';

const emptyDraft: AccountDraft = {
  bank_name: '',
  account_holder_name: '',
  account_number: '',
  ifsc_code: '',
  password: '',
  otp: '',
  hasAgreed: false,
};

function ifscTrailing(lookup: IfscLookupState) {
  if (lookup.status === 'checking') return <Spinner size="sm" label={t`Checking IFSC code`} className="mr-3 text-lotus-300" />;
  if (lookup.status === 'found') return <CheckIcon className="mr-3 size-5 text-success" aria-label={t`IFSC code verified`} />;
  return undefined;
}

/** Add a withdrawal account (spec §5): the IFSC is looked up at 11 characters and fills the bank. */
export function AddAccountPage() {
  const navigate = useNavigate();
  const add = useAddAccount();
  const needsCode = useIsTwoFactorOn();
  const withdrawPassword = useWithdrawPasswordStatus();
  const [draft, setDraft] = useState<AccountDraft>(emptyDraft);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [formError, setFormError] = useState<string>();
  const inFlight = useRef(false);
  const lookup = useIfscLookup(draft.ifsc_code);
  const isBankLocked = lookup.status === 'found';

  // A found IFSC decides the bank name; when the code changes again the name is the player's.
  const foundBank = lookup.status === 'found' ? lookup.branch.bank : undefined;
  const [filledBank, setFilledBank] = useState<string>();
  if (foundBank !== filledBank) {
    setFilledBank(foundBank);
    if (foundBank !== undefined) {
      setDraft((current) => ({ ...current, bank_name: foundBank }));
      setErrors((current) => ({ ...current, bank_name: undefined, ifsc_code: undefined }));
    } else {
      setDraft((current) => (current.bank_name === filledBank ? { ...current, bank_name: '' } : current));
    }
  }

  const set = <K extends AccountField>(field: K, value: AccountDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(undefined);
  };

  const ifscError = errors.ifsc_code ?? (lookup.status === 'error' ? lookup.message : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A second click can arrive before isPending re-renders: the ref stops it at once.
    if (add.isPending || inFlight.current) return;
    const check = checkAccount(draft, needsCode);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    // A code the directory does not know is refused here; a directory that could not answer is not the player's fault.
    if (lookup.status === 'error' && lookup.message !== walletMessages.ifscFailed) {
      setErrors({ ifsc_code: lookup.message });
      return;
    }
    inFlight.current = true;
    add.mutate(check.input, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: (result) => {
        showToast('success', result.message || walletMessages.accountAdded);
        navigate('/withdraw', { replace: true });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.errors) setErrors(failure.errors);
        setFormError(errorMessage(failure, ADD_ACCOUNT_ERROR));
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-3 py-4 sm:px-4">
      <BackLink to="/withdraw">{t`Withdraw`}</BackLink>
      <PageHeader title={t`Add Account`} icon={<PlusIcon className="size-5" />} subtitle={t`A bank account in your own name`} />

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5">
        <TextField
          label={t`IFSC Code`}
          placeholder={t`e.g. SBIN0001234`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={IFSC_LENGTH}
          value={draft.ifsc_code}
          onChange={(event) => set('ifsc_code', event.target.value.toUpperCase().replace(/\s/g, ''))}
          error={ifscError}
          trailing={ifscTrailing(lookup)}
          hint={lookup.status === 'checking' ? t`Checking IFSC code...` : t`Bank name fills in once the 11-character code is found.`}
        />
        {lookup.status === 'found' ? <BranchCard branch={lookup.branch} /> : null}

        <TextField
          label={t`Bank Name`}
          placeholder={isBankLocked ? undefined : t`Your bank`}
          value={draft.bank_name}
          readOnly={isBankLocked}
          aria-readonly={isBankLocked}
          className={isBankLocked ? '[&_input]:cursor-not-allowed [&_input]:bg-ink-800 [&_input]:text-muted' : undefined}
          onChange={(event) => set('bank_name', event.target.value)}
          error={errors.bank_name}
          trailing={isBankLocked ? <LockIcon className="mr-3 size-4 text-subtle" /> : undefined}
          hint={isBankLocked ? t`Filled in from the IFSC code.` : undefined}
        />
        <TextField
          label={t`Account Holder Name`}
          placeholder={t`As printed on your passbook`}
          autoComplete="name"
          value={draft.account_holder_name}
          onChange={(event) => set('account_holder_name', event.target.value)}
          error={errors.account_holder_name}
        />
        <TextField
          label={t`Account Number`}
          placeholder={t`9 to 18 digits`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          value={draft.account_number}
          onChange={(event) => set('account_number', event.target.value.replace(/\D/g, ''))}
          error={errors.account_number}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={draft.password}
          onChange={(event) => set('password', event.target.value)}
          error={errors.password}
          hint={t`Your account password, to confirm it is you.`}
        />
        {withdrawPassword.data?.is_set === false ? (
          <p className="rounded-lg bg-ink-800 px-3 py-2 text-sm text-muted ring-1 ring-ink-600">
            {t`Your withdrawal password is set in its own step, not here.`}{' '}
            <Link to="/withdraw-password" className="font-semibold text-lotus-300 hover:underline">
              {t`Set withdrawal password`}
            </Link>
          </p>
        ) : null}
        {needsCode ? (
          <TextField
            label={t`Authentication code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={40}
            value={draft.otp}
            onChange={(event) => set('otp', event.target.value)}
            error={errors.otp}
            hint={t`The 6-digit code from your authenticator app, or a recovery code.`}
          />
        ) : null}

        <div>
          <label className="flex items-start gap-3 text-sm text-muted">
            <input
              type="checkbox"
              checked={draft.hasAgreed}
              onChange={(event) => set('hasAgreed', event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-lotus-500"
            />
            <span>{t`I agree to the terms and conditions and confirm this bank account is in my own name.`}</span>
          </label>
          {errors.hasAgreed ? <p className="mt-1 text-xs font-medium text-danger">{errors.hasAgreed}</p> : null}
        </div>

        {formError ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
            {translateApiMessage(formError)}
          </p>
        ) : null}

        <Button type="submit" size="lg" isLoading={add.isPending}>
          {add.isPending ? t`Adding...` : t`Add Account`}
        </Button>
      </form>
    </div>
  );
}
