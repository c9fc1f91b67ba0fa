import { useState, type FormEvent } from 'react';
import { operatorBonusSchema, referralSettingsSchema, wageringOnValues, type ReferralSettings } from '@shared/schemas/promotions';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useCreditBonus, useReferralSettings, useSaveReferralSettings } from './promotions-api';
import { Panel } from '../shared/admin-ui';
import { SelectField } from '../shared/select-field';
import { wageringLabels } from './promotion-fields';

function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** What a referrer earns when a friend's first deposit is approved. */
export function ReferralSettingsPanel() {
  const settings = useReferralSettings();
  return (
    <Panel title="Refer & Earn bonus">
      {settings.isPending ? (
        <LoadingState label="Loading referral settings..." />
      ) : settings.isError ? (
        <ErrorState title="Failed to load referral settings" message={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />
      ) : (
        <ReferralSettingsForm key={JSON.stringify(settings.data)} current={settings.data} />
      )}
    </Panel>
  );
}

function ReferralSettingsForm({ current }: { current: ReferralSettings }) {
  const save = useSaveReferralSettings();
  const [form, setForm] = useState({
    is_active: current.is_active,
    bonus_amount: String(current.bonus_amount),
    wagering_multiple: String(current.wagering_multiple),
    wagering_on: current.wagering_on as string,
    bonus_valid_days: String(current.bonus_valid_days),
    min_price: String(current.min_price),
  });
  const [error, setError] = useState<string>();
  const set = (patch: Partial<typeof form>) => {
    setForm((value) => ({ ...value, ...patch }));
    setError(undefined);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = referralSettingsSchema.safeParse({ ...form, bonus_amount: Number(form.bonus_amount || Number.NaN) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => showToast('success', message ?? 'Referral settings saved'),
      onError: (failure) => setError(errorMessage(failure, 'Failed to save referral settings')),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField label="Bonus per friend (₹)" inputMode="decimal" value={form.bonus_amount} onChange={(e) => set({ bonus_amount: e.target.value })} />
      <TextField label="Wagering (× bonus)" inputMode="numeric" value={form.wagering_multiple} onChange={(e) => set({ wagering_multiple: e.target.value })} />
      <SelectField label="Stakes that count" value={form.wagering_on} onChange={(wagering_on) => set({ wagering_on })}>
        {wageringOnValues.map((value) => (
          <option key={value} value={value}>
            {wageringLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextField label="Bonus lasts (days)" inputMode="numeric" value={form.bonus_valid_days} onChange={(e) => set({ bonus_valid_days: e.target.value })} />
      <TextField label="Minimum price that counts" inputMode="decimal" value={form.min_price} onChange={(e) => set({ min_price: e.target.value })} />
      <label className="flex items-center gap-2 text-sm text-fg sm:col-span-2 lg:col-span-4">
        <input type="checkbox" checked={form.is_active} onChange={(e) => set({ is_active: e.target.checked })} className="size-4" />
        Programme on (referrers earn the bonus)
      </label>
      <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
        <FormError error={error} />
        <Button type="submit" className="sm:w-fit" isLoading={save.isPending}>
          Save referral bonus
        </Button>
      </div>
    </form>
  );
}

/** A bonus the operator credits to one real player, with a reason (audited): any player by id, or the one whose page it is on. */
export function BonusCreditPanel({ userId: fixedUserId }: { userId?: number } = {}) {
  const credit = useCreditBonus();
  const empty = {
    user_id: fixedUserId === undefined ? '' : String(fixedUserId),
    amount: '',
    reason: '',
    wagering_multiple: '1',
    wagering_on: 'any',
    min_price: '1.50',
  };
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string>();
  const set = (patch: Partial<typeof form>) => {
    setForm((value) => ({ ...value, ...patch }));
    setError(undefined);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const userId = fixedUserId ?? (/^\d{1,15}$/.test(form.user_id.trim()) ? Number(form.user_id.trim()) : 0);
    if (userId <= 0) {
      setError('Enter a player id (a whole number)');
      return;
    }
    const parsed = operatorBonusSchema.safeParse({ ...form, amount: Number(form.amount || Number.NaN) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    credit.mutate(
      { userId, ...parsed.data },
      {
        onSuccess: ({ message }) => {
          setForm(empty);
          showToast('success', message ?? 'Bonus credited');
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to credit the bonus')),
      },
    );
  };
  return (
    <Panel title={fixedUserId === undefined ? 'Credit a bonus to a player' : 'Credit a bonus'}>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3">
        {fixedUserId === undefined ? (
          <TextField label="Player id" inputMode="numeric" value={form.user_id} onChange={(e) => set({ user_id: e.target.value })} />
        ) : null}
        <TextField label="Bonus (₹)" inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
        <TextField label="Wagering (× bonus)" inputMode="numeric" value={form.wagering_multiple} onChange={(e) => set({ wagering_multiple: e.target.value })} />
        <SelectField label="Stakes that count" value={form.wagering_on} onChange={(wagering_on) => set({ wagering_on })}>
          {wageringOnValues.map((value) => (
            <option key={value} value={value}>
              {wageringLabels[value]}
            </option>
          ))}
        </SelectField>
        <TextField label="Minimum price that counts" inputMode="decimal" value={form.min_price} onChange={(e) => set({ min_price: e.target.value })} />
        <TextField className="sm:col-span-2" label="Reason" value={form.reason} onChange={(e) => set({ reason: e.target.value })} />
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
          <FormError error={error} />
          <Button type="submit" className="sm:w-fit" isLoading={credit.isPending}>
            Credit bonus
          </Button>
        </div>
      </form>
    </Panel>
  );
}
