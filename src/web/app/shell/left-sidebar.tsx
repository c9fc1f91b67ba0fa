import { Trans, useLingui } from '@lingui/react/macro';
import { sidebarLinks } from '../sidebar-links';
import { ContactBanner, LanguageEntry } from './contact-banner';
import { NavList } from './nav-list';

/** Large screens only (spec §2). */
export function LeftSidebar() {
  const { t } = useLingui();
  return (
    <aside className="sticky top-14 hidden max-h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-ink-700 bg-ink-900/60 p-3 lg:block">
      <ContactBanner />
      <p className="mb-1 mt-4 px-3 text-[11px] font-semibold uppercase tracking-wider text-subtle">
        <Trans>Sports &amp; Casino</Trans>
      </p>
      <NavList entries={sidebarLinks} label={t`Sports and casino`} />
      <div className="mt-3 border-t border-ink-700 pt-3">
        <LanguageEntry />
      </div>
    </aside>
  );
}
