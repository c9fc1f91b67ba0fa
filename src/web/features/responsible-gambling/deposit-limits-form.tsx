import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/money';
import {
  responsibleMessages,
  updateResponsibleGamblingSchema,
  type DepositLimitPeriod,
  type DepositLimitView,
  type ResponsibleGambling,
} from '@shared/schemas/responsible-gambling';
import { Button } from '@web/components/button';
import { formatDateTime } from '@web/lib/format';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useSaveResponsibleGambling } from './api/responsible-gambling';

const fieldOf = { '24h': 'deposit_limit_24h', '7d': 'deposit_limit_7d', '30d': 'deposit_limit_30d' } as const;

/** What the player typed: empty is no limit, anything else a number (NaN when it is not one, for the schema to refuse). */
function readLimit(text: string): number | null {
  const cleaned = text.replace(/[,\s₹]/g, '');
  return cleaned === '' ? null : Number(cleaned);
}

const periodText = (period: DepositLimitPeriod) => (period === '24h' ? t`24 hours` : period === '7d' ? t`7 days` : t`30 days`);

const typedOf = (limit: number | null) => (limit === null ? '' : String(limit));

function LimitStatus({ view }: { view: DepositLimitView }) {
  return (
    <div className="flex flex-col gap-0.5">
      {view.limit === null ? (
        <span>{t`No limit of your own.`}</span>
      ) : (
        <span>{t`Used ${formatRupees(view.used)} in the last ${periodText(view.period)}; ${formatRupees(view.left ?? 0)} left.`}</span>
      )}
      {view.pending ? (
        <span className="text-gold-400">
          {view.pending.limit === null
            ? t`Removal from ${formatDateTime(view.pending.applies_at)}.`
            : t`Raise to ${formatRupees(view.pending.limit)} from ${formatDateTime(view.pending.applies_at)}.`}
        </span>
      ) : null}
    </div>
  );
}

/** The player's own deposit limits: lower applies at once, a raise or removal after 24 hours. */
export function DepositLimitsForm({ settings }: { settings: ResponsibleGambling }) {
  const save = useSaveResponsibleGambling();
  const [typed, setTyped] = useState<Record<DepositLimitPeriod, string>>({
    '24h': typedOf(settings.deposit_limit_24h),
    '7d': typedOf(settings.deposit_limit_7d),
    '30d': typedOf(settings.deposit_limit_30d),
  });
  const [errors, setErrors] = useState<Partial<Record<DepositLimitPeriod, string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateResponsibleGamblingSchema.safeParse({
      deposit_limit_24h: readLimit(typed['24h']),
      deposit_limit_7d: readLimit(typed['7d']),
      deposit_limit_30d: readLimit(typed['30d']),
    });
    if (!parsed.success) {
      const found: Partial<Record<DepositLimitPeriod, string>> = {};
      for (const issue of parsed.error.issues) {
        const period = (Object.keys(fieldOf) as DepositLimitPeriod[]).find((key) => fieldOf[key] === issue.path[0]);
        if (period) found[period] = issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        const waiting = saved.limits.some((limit) => limit.pending !== null);
        showToast('success', waiting ? t`Lower limits apply now; raises and removals apply after 24 hours.` : responsibleMessages.saved);
      },
      onError: (error) => showToast('error', errorMessage(error, t`Failed to save your settings`)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {settings.limits.map((view) => (
          <TextField
            key={view.period}
            label={t`Per ${periodText(view.period)} (₹)`}
            inputMode="decimal"
            placeholder={t`No limit`}
            value={typed[view.period]}
            error={errors[view.period]}
            onChange={(event) => {
              const value = event.target.value;
              setTyped((current) => ({ ...current, [view.period]: value }));
              setErrors((current) => ({ ...current, [view.period]: undefined }));
            }}
            hint={<LimitStatus view={view} />}
          />
        ))}
      </div>
      <p className="text-xs text-subtle">
        {t`A lower limit applies at once. A higher limit, or removing one, applies only after 24 hours. Deposits waiting for approval count.`}
      </p>
      <Button type="submit" isLoading={save.isPending} className="self-start">
        {t`Save limits`}
      </Button>
    </form>
  );
}
