import { useState, type FormEvent } from 'react';
import { updateSiteSettingsSchema, type SiteSettings } from '@shared/schemas/site-settings';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useSaveSiteSettings, useSiteSettings } from './site-settings-api';
import { AdminPage, Panel } from '../shared/admin-ui';

/** The support links in the footer and sidebar (hidden while empty) and the rates behind approximate USD and EUR amounts. */
export function SiteSettingsScreen() {
  const settings = useSiteSettings();
  return (
    <AdminPage
      title="Site settings"
      description="Support links players see (a link left empty is not shown) and the rates of the approximate USD and EUR amounts players may choose to see beside rupees (a rate left empty is not offered)."
    >
      {settings.isPending ? (
        <LoadingState label="Loading site settings..." />
      ) : settings.isError ? (
        <ErrorState title="Failed to load the site settings" message={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />
      ) : (
        <SiteSettingsForm key={JSON.stringify(settings.data)} current={settings.data} />
      )}
    </AdminPage>
  );
}

const text = (value: string | number | null) => (value === null ? '' : String(value));
const rateOf = (value: string) => (value.trim() === '' ? null : Number(value));

function SiteSettingsForm({ current }: { current: SiteSettings }) {
  const save = useSaveSiteSettings();
  const [form, setForm] = useState({
    whatsapp_url: text(current.whatsapp_url),
    telegram_url: text(current.telegram_url),
    support_phone: text(current.support_phone),
    usd_rate: text(current.usd_rate),
    eur_rate: text(current.eur_rate),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setForm((before) => ({ ...before, [name]: event.target.value })),
  });

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = updateSiteSettingsSchema.safeParse({ ...form, usd_rate: rateOf(form.usd_rate), eur_rate: rateOf(form.eur_rate) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (failure) => showToast('error', errorMessage(failure, 'Failed to save the site settings')),
    });
  };

  return (
    <form noValidate onSubmit={onSave} className="flex flex-col gap-4">
      <Panel title="Support contact">
        {current.support_is_placeholder ? (
          <p role="alert" className="mx-4 mt-4 rounded-md bg-warning/15 px-3 py-2 text-sm font-semibold text-warning">
            These are the demo&apos;s placeholder contacts. Players are sent here when their account is suspended or they ask for higher limits: set your real
            WhatsApp, Telegram and phone, then save.
          </p>
        ) : null}
        <div className="grid gap-3 p-4 sm:grid-cols-2">
          <TextField label="WhatsApp link" placeholder="https://wa.me/919876543210" inputMode="url" {...field('whatsapp_url')} />
          <TextField label="Telegram link" placeholder="https://t.me/lotus_support" inputMode="url" {...field('telegram_url')} />
          <TextField label="Support phone" placeholder="+919876543210" inputMode="tel" {...field('support_phone')} />
        </div>
      </Panel>
      <Panel title="Approximate currencies">
        <div className="grid gap-3 p-4 sm:grid-cols-2">
          <TextField label="₹ for one US dollar" placeholder="e.g. 83.50" inputMode="decimal" {...field('usd_rate')} />
          <TextField label="₹ for one euro" placeholder="e.g. 90.25" inputMode="decimal" {...field('eur_rate')} />
        </div>
      </Panel>
      <Button type="submit" className="self-start" isLoading={save.isPending}>
        Save site settings
      </Button>
    </form>
  );
}
