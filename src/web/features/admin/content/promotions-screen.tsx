import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/money';
import { createPromotionSchema, updatePromotionSchema, wageringOnValues, type AdminPromotion, type PromotionTranslations } from '@shared/schemas/promotions';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useCreatePromotion, usePromotions, useSetPromotionActive, useUpdatePromotionWords } from './promotions-api';
import { AdminPage, AdminTable, formatDateTime, Panel, QueryStates, StatusBadge, tdClass } from '../shared/admin-ui';
import { SelectField } from '../shared/select-field';
import { wageringLabels } from './promotion-fields';
import { BonusCreditPanel, ReferralSettingsPanel } from './promotions-panels';
import { allVersions, TranslationsFields, writtenIn } from './translations-fields';

/** Promotions the operator creates and switches on or off; the referral bonus; a bonus credit to one player. */
export function PromotionsScreen() {
  const promotions = usePromotions();
  const setActive = useSetPromotionActive();
  const [editing, setEditing] = useState<AdminPromotion>();
  return (
    <AdminPage title="Promotions" description="Codes players redeem for a bonus. A bonus converts to main balance once its wagering is met, or expires.">
      <PromotionForm />
      <Panel title="All promotions">
        <QueryStates query={promotions} errorTitle="Failed to load promotions" emptyTitle="No promotions yet">
          {(rows) => (
            <AdminTable label="Promotions" headings={['Code', 'Bonus', 'Wagering', 'Valid', 'Redeemed', 'Status', '']}>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={`${tdClass} font-mono font-semibold text-fg`}>
                    {row.code}
                    <div className="font-sans text-xs font-normal text-muted">{row.title}</div>
                    <div className="font-sans text-[11px] font-normal text-subtle">{writtenIn(row.translations.title)}</div>
                  </td>
                  <td className={`${tdClass} tabular-nums`}>{bonusText(row)}</td>
                  <td className={tdClass}>
                    {row.wagering_multiple}× {wageringLabels[row.wagering_on].toLowerCase()}
                    <div className="text-xs text-muted">bets at {row.min_price.toFixed(2)} or more</div>
                  </td>
                  <td className={`${tdClass} text-muted`}>
                    {formatDateTime(row.starts_at)} – {formatDateTime(row.ends_at)}
                  </td>
                  <td className={`${tdClass} tabular-nums`}>
                    {row.redemptions}
                    {row.total_limit === null ? '' : ` / ${row.total_limit}`}
                  </td>
                  <td className={tdClass}>
                    <StatusBadge isActive={row.is_active} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-right`}>
                    <Button variant="ghost" size="sm" className="mr-1" aria-label={`Edit the words of ${row.code}`} onClick={() => setEditing(row)}>
                      Edit words
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={setActive.isPending}
                      onClick={() =>
                        setActive.mutate(
                          { id: row.id, is_active: !row.is_active },
                          { onError: (failure) => showToast('error', errorMessage(failure, 'Failed to update promotion')) },
                        )
                      }
                    >
                      {row.is_active ? 'Disable' : 'Enable'}
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryStates>
      </Panel>
      <Dialog isOpen={editing !== undefined} onClose={() => setEditing(undefined)} title={`Words of ${editing?.code ?? ''}`} className="sm:max-w-2xl">
        {editing ? <PromotionWordsForm key={editing.id} promotion={editing} onDone={() => setEditing(undefined)} /> : null}
      </Dialog>
      <ReferralSettingsPanel />
      <BonusCreditPanel />
    </AdminPage>
  );
}

/** Every language of both texts, an emptied one as '': the server drops it and those players read the English. */
const sentTranslations = (translations: PromotionTranslations): PromotionTranslations => ({
  title: allVersions(translations.title),
  description: allVersions(translations.description),
});

/** The title's and description's versions in the players' other languages, under the English. */
function PromotionTranslationsFields({ value, onChange }: { value: PromotionTranslations; onChange: (value: PromotionTranslations) => void }) {
  const hint = "in the players' other languages (optional: where empty, players read the English)";
  return (
    <>
      <TranslationsFields word="title" legend={`Title ${hint}`} value={value.title} maxLength={80} onChange={(title) => onChange({ ...value, title })} />
      <TranslationsFields
        word="description"
        legend={`Description ${hint}`}
        value={value.description}
        maxLength={500}
        isMultiline
        onChange={(description) => onChange({ ...value, description })}
      />
    </>
  );
}

/** A promotion's words, changed after it was created; its bonus and wagering stay as players redeemed them. */
function PromotionWordsForm({ promotion, onDone }: { promotion: AdminPromotion; onDone: () => void }) {
  const update = useUpdatePromotionWords();
  const [title, setTitle] = useState(promotion.title);
  const [description, setDescription] = useState(promotion.description);
  const [translations, setTranslations] = useState<PromotionTranslations>(promotion.translations);
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updatePromotionSchema.safeParse({ title, description, translations });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: promotion.id, title: parsed.data.title, description: parsed.data.description, translations: sentTranslations(parsed.data.translations ?? {}) },
      {
        onSuccess: () => {
          showToast('success', 'Promotion updated');
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to update promotion')),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <PromotionTranslationsFields value={translations} onChange={setTranslations} />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" isLoading={update.isPending}>
        Save words
      </Button>
    </form>
  );
}

const bonusText = (row: AdminPromotion) =>
  row.kind === 'fixed' ? formatRupees(row.amount ?? 0) : `${row.percent}% of next deposit, up to ${formatRupees(row.max_bonus ?? 0)}`;

/** A datetime-local value (the operator's clock) as an ISO instant; empty stays empty for the schema to refuse. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

function PromotionForm() {
  const create = useCreatePromotion();
  const empty = {
    code: '',
    title: '',
    description: '',
    kind: 'fixed',
    amount: '',
    percent: '',
    max_bonus: '',
    wagering_multiple: '5',
    wagering_on: 'any',
    bonus_valid_days: '30',
    min_price: '1.50',
    starts_at: '',
    ends_at: '',
    per_player_limit: '1',
    total_limit: '',
  };
  const [form, setForm] = useState(empty);
  const [translations, setTranslations] = useState<PromotionTranslations>({});
  const [error, setError] = useState<string>();
  const set = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setError(undefined);
  };
  const isFixed = form.kind === 'fixed';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPromotionSchema.safeParse({
      code: form.code,
      title: form.title,
      description: form.description,
      translations,
      kind: form.kind,
      amount: isFixed ? numberOrUndefined(form.amount) : undefined,
      percent: isFixed ? undefined : numberOrUndefined(form.percent),
      max_bonus: isFixed ? undefined : numberOrUndefined(form.max_bonus),
      wagering_multiple: form.wagering_multiple,
      wagering_on: form.wagering_on,
      bonus_valid_days: form.bonus_valid_days,
      min_price: form.min_price,
      starts_at: toIso(form.starts_at),
      ends_at: toIso(form.ends_at),
      per_player_limit: form.per_player_limit,
      total_limit: form.total_limit.trim() === '' ? null : form.total_limit,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(
      { ...parsed.data, translations: sentTranslations(parsed.data.translations) },
      {
        onSuccess: ({ message }) => {
          setForm(empty);
          setTranslations({});
          showToast('success', message ?? 'Promotion created');
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to create promotion')),
      },
    );
  };

  return (
    <Panel title="New promotion">
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Code" autoCapitalize="characters" placeholder="e.g. WELCOME100" value={form.code} onChange={(e) => set({ code: e.target.value })} />
        <TextField label="Title" value={form.title} onChange={(e) => set({ title: e.target.value })} />
        <TextField label="Description (optional)" value={form.description} onChange={(e) => set({ description: e.target.value })} />
        <SelectField label="Bonus" value={form.kind} onChange={(kind) => set({ kind })}>
          <option value="fixed">Fixed amount</option>
          <option value="deposit_percent">Percent of next deposit</option>
        </SelectField>
        {isFixed ? (
          <TextField label="Bonus amount (₹)" inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
        ) : (
          <>
            <TextField label="Percent of deposit" inputMode="numeric" value={form.percent} onChange={(e) => set({ percent: e.target.value })} />
            <TextField label="Bonus cap (₹)" inputMode="decimal" value={form.max_bonus} onChange={(e) => set({ max_bonus: e.target.value })} />
          </>
        )}
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
        <TextField label="Starts" type="datetime-local" value={form.starts_at} onChange={(e) => set({ starts_at: e.target.value })} />
        <TextField label="Ends" type="datetime-local" value={form.ends_at} onChange={(e) => set({ ends_at: e.target.value })} />
        <TextField label="Redeems per player" inputMode="numeric" value={form.per_player_limit} onChange={(e) => set({ per_player_limit: e.target.value })} />
        <TextField
          label="Total redeems (empty: no limit)"
          inputMode="numeric"
          value={form.total_limit}
          onChange={(e) => set({ total_limit: e.target.value })}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
          <PromotionTranslationsFields
            value={translations}
            onChange={(next) => {
              setTranslations(next);
              setError(undefined);
            }}
          />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="sm:w-fit" isLoading={create.isPending}>
            Create promotion
          </Button>
        </div>
      </form>
    </Panel>
  );
}
