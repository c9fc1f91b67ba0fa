import { t } from '@lingui/core/macro';
import { WhatsAppIcon } from '@web/components/icons';
import { useSiteSettings } from '@web/lib/site-settings';

/** 'Get Instant ID On Whatsapp / Contact Now' (spec §2, left sidebar), when the operator set a WhatsApp number. */
export function ContactBanner() {
  const whatsapp = useSiteSettings().data?.whatsapp_url;
  if (!whatsapp) return null;
  return (
    <a
      href={whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      className="group block overflow-hidden rounded-xl bg-gradient-to-br from-emerald-600 to-emerald-800 p-3 text-white shadow-lg ring-1 ring-emerald-300/30"
    >
      <span className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15">
          <WhatsAppIcon className="size-6" />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-bold">{t`Get Instant ID On Whatsapp`}</span>
          <span className="mt-1 inline-flex w-fit rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-emerald-800 group-hover:bg-emerald-50">
            {t`Contact Now`}
          </span>
        </span>
      </span>
    </a>
  );
}

/** The Language entry (spec §2): a picker of the four languages. */
export { LanguagePicker as LanguageEntry } from '@web/i18n/language-picker';
