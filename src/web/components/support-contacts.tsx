import { t } from '@lingui/core/macro';
import { useSiteSettings } from '@web/lib/site-settings';
import { cx } from './cx';

// Where a player is sent to support (a suspended account, a limit increase): the operator's
// contacts from the site settings, WhatsApp, Telegram and phone, each shown only when set.

export function SupportContacts({ intro, className }: { intro: string; className?: string }) {
  const site = useSiteSettings().data;
  const contacts = [
    site?.whatsapp_url ? { key: 'whatsapp', label: t`WhatsApp`, href: site.whatsapp_url, text: site.whatsapp_url.replace('https://', '') } : undefined,
    site?.telegram_url ? { key: 'telegram', label: t`Telegram`, href: site.telegram_url, text: site.telegram_url.replace('https://', '') } : undefined,
    site?.support_phone ? { key: 'phone', label: t`Phone`, href: `tel:${site.support_phone}`, text: site.support_phone } : undefined,
  ].filter((contact) => contact !== undefined);
  return (
    <div data-testid="support-contacts" className={cx('rounded-lg bg-ink-800 p-3 text-sm ring-1 ring-ink-600', className)}>
      <p className="text-muted">{intro}</p>
      {contacts.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1">
          {contacts.map((contact) => (
            <li key={contact.key} className="flex flex-wrap gap-x-2">
              <span className="font-semibold text-fg">{contact.label}:</span>
              <a href={contact.href} target="_blank" rel="noopener noreferrer" className="break-all text-back hover:underline">
                {contact.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
