import { useState, type FormEvent } from 'react';
import { paymentBadges, paymentOptionInputSchema, type PaymentBadge, type PaymentOptionInput } from '@shared/schemas/wallet';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { TextField } from '@web/components/form-field';
import { SelectField } from '../shared/select-field';
import type { AdminPaymentOption } from './payment-options-api';

type Draft = {
  key: string;
  type: 'upi' | 'bank';
  label: string;
  badge: PaymentBadge | '';
  icon_url: string;
  upi_id: string;
  account_holder: string;
  bank_name: string;
  account_number: string;
  ifsc: string;
  is_enabled: boolean;
  sort_order: number;
};

type Errors = Partial<Record<keyof Draft, string>>;

function draftOf(option: AdminPaymentOption | undefined, nextOrder: number): Draft {
  return {
    key: option?.key ?? '',
    type: option?.type ?? 'upi',
    label: option?.label ?? '',
    badge: option?.badge ?? '',
    icon_url: option?.iconUrl ?? '',
    upi_id: option?.upiId ?? '',
    account_holder: option?.accountHolder ?? '',
    bank_name: option?.bankName ?? '',
    account_number: option?.accountNumber ?? '',
    ifsc: option?.ifsc ?? '',
    is_enabled: option?.is_enabled ?? true,
    sort_order: option?.sort_order ?? nextOrder,
  };
}

/** The fields of the chosen type only; the other type's fields are sent as null. */
function inputOf(draft: Draft): PaymentOptionInput {
  const isUpi = draft.type === 'upi';
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    key: draft.key,
    type: draft.type,
    label: draft.label,
    badge: draft.badge,
    icon_url: draft.icon_url,
    upi_id: isUpi ? text(draft.upi_id) : null,
    account_holder: isUpi ? null : text(draft.account_holder),
    bank_name: isUpi ? null : text(draft.bank_name),
    account_number: isUpi ? null : text(draft.account_number),
    ifsc: isUpi ? null : text(draft.ifsc),
    is_enabled: draft.is_enabled,
    sort_order: draft.sort_order,
  };
}

type FormProps = {
  option: AdminPaymentOption | undefined;
  nextOrder: number;
  isPending: boolean;
  serverError: string | undefined;
  onSubmit: (input: PaymentOptionInput) => void;
  onCancel: () => void;
};

/** Create or edit a payment option, checked with the server's own schema. */
export function PaymentOptionForm({ option, nextOrder, isPending, serverError, onSubmit, onCancel }: FormProps) {
  const [draft, setDraft] = useState(() => draftOf(option, nextOrder));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const parsed = paymentOptionInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in draft && !next[field as keyof Draft]) next[field as keyof Draft] = issue.message;
      }
      setErrors(next);
      return;
    }
    onSubmit(input);
  };

  const field = (name: keyof Draft, label: string, extra?: { placeholder?: string; mono?: boolean }) => (
    <TextField
      label={label}
      value={String(draft[name])}
      onChange={(event) => set(name, event.target.value as never)}
      error={errors[name]}
      placeholder={extra?.placeholder}
      className={extra?.mono ? '[&_input]:font-mono' : undefined}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div role="radiogroup" aria-label="Type" className="grid grid-cols-2 gap-2">
        {(['upi', 'bank'] as const).map((type) => (
          <label
            key={type}
            className={cx(
              'flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold',
              draft.type === type ? 'border-lotus-400/70 bg-lotus-500/10 text-lotus-300' : 'border-ink-600 text-muted',
            )}
          >
            <input type="radio" name="option-type" className="sr-only" checked={draft.type === type} onChange={() => set('type', type)} />
            {type === 'upi' ? 'UPI' : 'Bank transfer'}
          </label>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('label', 'Label', { placeholder: 'e.g. PhonePe UPI' })}
        {field('key', 'Key', { placeholder: 'e.g. phonepe-upi', mono: true })}
        {/* A fixed list: the player site words each badge in every language. */}
        <SelectField label="Badge" value={draft.badge} onChange={(badge) => set('badge', paymentBadges.find((listed) => listed === badge) ?? '')}>
          <option value="">None</option>
          {paymentBadges.map((badge) => (
            <option key={badge} value={badge}>
              {badge}
            </option>
          ))}
        </SelectField>
        {field('icon_url', 'Icon URL', { placeholder: '/media/...' })}
      </div>
      {draft.type === 'upi' ? (
        <div className="grid gap-3 sm:grid-cols-2">{field('upi_id', 'UPI ID', { placeholder: 'name@bank', mono: true })}</div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {field('account_holder', 'Account holder')}
          {field('bank_name', 'Bank name')}
          {field('account_number', 'Account number', { mono: true })}
          {field('ifsc', 'IFSC', { mono: true })}
        </div>
      )}
      <label className="flex items-center gap-2 text-sm text-muted">
        <input type="checkbox" checked={draft.is_enabled} onChange={(event) => set('is_enabled', event.target.checked)} className="size-4 accent-lotus-500" />
        Enabled (players can pay to it)
      </label>
      {serverError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {serverError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isPending}>
          {option ? 'Save changes' : 'Create option'}
        </Button>
      </div>
    </form>
  );
}
