import { Link } from 'react-router';
import { GlobeIcon, WhatsAppIcon } from '@web/components/icons';
import { supportLinks } from '../site-links';

/** 'Get Instant ID On Whatsapp / Contact Now' (spec §2, left sidebar). */
export function ContactBanner() {
  return (
    <a
      href={supportLinks.whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      className="group block overflow-hidden rounded-xl bg-gradient-to-br from-emerald-600 to-emerald-800 p-3 text-white shadow-lg ring-1 ring-emerald-300/30"
    >
      <span className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15">
          <WhatsAppIcon className="size-6" />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-bold">Get Instant ID On Whatsapp</span>
          <span className="mt-1 inline-flex w-fit rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-emerald-800 group-hover:bg-emerald-50">
            Contact Now
          </span>
        </span>
      </span>
    </a>
  );
}

/** The Language entry (spec §2): the language lives on the settings page. */
export function LanguageEntry() {
  return (
    <Link to="/settings" className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-muted hover:bg-ink-700 hover:text-fg">
      <GlobeIcon className="size-5" />
      <span>Language</span>
      <span className="ml-auto text-xs text-subtle">English</span>
    </Link>
  );
}
