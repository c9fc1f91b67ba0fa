import { t } from '@lingui/core/macro';
import type { PaymentOption } from '@shared/schemas/wallet';
import { formatRupees } from '@shared/money';
import { CopyButton } from '@web/components/copy-button';
import { buildUpiLink, formatUpiAmount, UPI_QR_AMOUNT_LIMIT } from './upi-link';
import { UpiQr } from './upi-qr';

function DetailRow({ label, value, copyLabel, copyValue = value }: { label: string; value: string; copyLabel?: string; copyValue?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-ink-700 py-2.5 last:border-0">
      <div className="min-w-0">
        <p className="text-[11px] uppercase tracking-wider text-subtle">{label}</p>
        <p className="break-all font-mono text-sm font-semibold text-fg">{value}</p>
      </div>
      {copyLabel ? <CopyButton value={copyValue} label={copyLabel} /> : null}
    </div>
  );
}

function UpiInstructions({ option, amount }: { option: PaymentOption & { upiId: string }; amount: number }) {
  const payee = option.accountHolder ?? option.label;
  const link = buildUpiLink({ upiId: option.upiId, name: payee, amount });
  const isAmountInQr = amount <= UPI_QR_AMOUNT_LIMIT;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <UpiQr link={link} />
      <div className="w-full min-w-0 flex-1">
        <DetailRow label={t`UPI ID`} value={option.upiId} copyLabel="UPI ID" />
        {option.accountHolder ? <DetailRow label={t`Payee Name`} value={option.accountHolder} /> : null}
        <DetailRow label={t`Amount to Pay`} value={formatRupees(amount)} />
        <p className="mt-2 text-xs leading-relaxed text-subtle">
          {isAmountInQr
            ? t`Scan the QR code with any UPI app (GPay, PhonePe, Paytm). The amount is filled in for you.`
            : t`Scan the QR code with any UPI app and enter ${formatRupees(amount)} (${formatUpiAmount(amount)}) yourself: UPI apps do not pre-fill amounts above ${formatRupees(UPI_QR_AMOUNT_LIMIT)}.`}
        </p>
      </div>
    </div>
  );
}

function BankInstructions({ option, amount }: { option: PaymentOption; amount: number }) {
  return (
    <div>
      {option.accountHolder ? <DetailRow label={t`Account Holder`} value={option.accountHolder} copyLabel="Account holder" /> : null}
      {option.bankName ? <DetailRow label={t`Bank Name`} value={option.bankName} copyLabel="Bank name" /> : null}
      {option.accountNumber ? <DetailRow label={t`Account Number`} value={option.accountNumber} copyLabel="Account number" /> : null}
      {option.ifsc ? <DetailRow label={t`IFSC Code`} value={option.ifsc} copyLabel="IFSC code" /> : null}
      <DetailRow label={t`Amount to Pay`} value={formatRupees(amount)} copyLabel="Amount" copyValue={formatUpiAmount(amount)} />
      <p className="mt-2 text-xs leading-relaxed text-subtle">
        {t`Transfer the exact amount by IMPS, NEFT or RTGS, then enter the UTR number from your bank below.`}
      </p>
    </div>
  );
}

/** Where to send the money for the chosen option. */
export function PaymentInstructions({ option, amount }: { option: PaymentOption; amount: number }) {
  const { upiId } = option;
  return (
    <section aria-label={t`Payment details`} className="rounded-xl border border-ink-600 bg-ink-900 p-3 sm:p-4">
      {option.type === 'upi' && upiId ? (
        <UpiInstructions option={{ ...option, upiId }} amount={amount} />
      ) : (
        <BankInstructions option={option} amount={amount} />
      )}
    </section>
  );
}
