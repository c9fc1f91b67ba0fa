import { translateApiMessage } from '@web/i18n/i18n';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ArrowDownIcon } from '@web/components/icons';
import { BackLink, PageHeader } from '@web/components/page-header';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { useMoneySubmission } from './api/money-submission';
import { NO_PAYMENT_OPTIONS, PAYMENT_OPTIONS_ERROR, usePaymentOptions } from './api/payment-options';
import { SUBMIT_DEPOSIT_ERROR, useSubmitDeposit } from './api/submit-deposit';
import { checkDeposit } from './deposit-form';
import { DEPOSIT_AMOUNT_PATH, depositAmountFrom } from './deposit-state';
import { PaymentInstructions } from './payment-instructions';
import { PaymentOptionPicker } from './payment-option-picker';
import { ReceiptUpload } from './receipt-upload';
import type { Receipt } from './receipt-file';

/** Step two of a deposit (spec §2): where to pay, then the UTR, the receipt and the agreement. */
export function DepositDetailsPage() {
  const location = useLocation();
  const amount = depositAmountFrom(location.state);
  // Spec §2: the amount arrives in navigation state; without it the flow starts again.
  if (amount === undefined) return <Navigate to={DEPOSIT_AMOUNT_PATH} replace />;
  return <DepositDetails amount={amount} />;
}

function DepositDetails({ amount }: { amount: number }) {
  const options = usePaymentOptions();
  const submit = useSubmitDeposit();
  const [optionId, setOptionId] = useState<number>();
  const [utr, setUtr] = useState('');
  const [hasAgreed, setAgreed] = useState(false);
  const [receipt, setReceipt] = useState<Receipt>();
  const [error, setError] = useState<string>();
  const submission = useMoneySubmission(submit, { successTitle: t`Deposit submitted`, fallbackError: SUBMIT_DEPOSIT_ERROR, setError });

  const selected = options.data?.find((option) => option.id === optionId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isBusy()) return;
    const check = checkDeposit({ amount, optionId: selected?.id, utr, hasAgreed, receipt });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    submission.send(check.input);
  };

  const clearError = () => setError(undefined);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <BackLink to={DEPOSIT_AMOUNT_PATH}>{t`Change amount`}</BackLink>
      <PageHeader title={t`Deposit`} icon={<ArrowDownIcon className="size-5" />} subtitle={t`Pay, then tell us the UTR and upload the receipt`} />

      <div className="flex items-center justify-between rounded-xl bg-ink-gradient px-4 py-3 ring-1 ring-lotus-500/30">
        <span className="text-sm text-muted">{t`Deposit Amount`}</span>
        <span className="text-xl font-bold tabular-nums text-fg" data-testid="deposit-amount">
          {formatRupees(amount)}
        </span>
      </div>

      {options.isPending ? (
        <LoadingState label={t`Loading payment options...`} />
      ) : options.isError ? (
        <ErrorState title={PAYMENT_OPTIONS_ERROR} message={errorMessage(options.error, PAYMENT_OPTIONS_ERROR)} onRetry={() => void options.refetch()} />
      ) : options.data.length === 0 ? (
        <ErrorState title={NO_PAYMENT_OPTIONS} onRetry={() => void options.refetch()} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5">
          <PaymentOptionPicker
            options={options.data}
            selectedId={selected?.id}
            onSelect={(id) => {
              setOptionId(id);
              clearError();
            }}
          />
          {selected ? (
            <PaymentInstructions option={selected} amount={amount} />
          ) : (
            <p className="text-sm text-subtle">{t`Choose a payment method to see where to pay.`}</p>
          )}

          <TextField
            label={t`UTR / Reference Number`}
            placeholder={t`12-digit UTR from your payment app`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            value={utr}
            onChange={(event) => {
              setUtr(event.target.value);
              clearError();
            }}
          />

          <ReceiptUpload
            receipt={receipt}
            onChange={(next) => {
              setReceipt(next);
              clearError();
            }}
            onProblem={setError}
          />

          <label className="flex items-start gap-3 text-sm text-muted">
            <input
              type="checkbox"
              checked={hasAgreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                clearError();
              }}
              className="mt-0.5 size-4 shrink-0 accent-lotus-500"
            />
            <span>{t`I confirm I have paid ${formatRupees(amount)} to the account details shown above, and that the UTR number and receipt are genuine.`}</span>
          </label>

          {error ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
              {translateApiMessage(error)}
            </p>
          ) : null}

          <Button type="submit" size="lg" variant="deposit" isLoading={submit.isPending}>
            {submit.isPending ? t`Submitting...` : t`Submit Deposit`}
          </Button>
        </form>
      )}
    </div>
  );
}
