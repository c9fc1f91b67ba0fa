import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cx } from '@web/components/cx';
import { SportIcon } from '@web/components/sport-icons';
import type { NavEntry } from '../site-links';

/** The sidebar list of spec §2, shared by the desktop sidebar and the mobile menu. */
export function NavList({ entries, label }: { entries: NavEntry[]; label: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              className={({ isActive }) =>
                cx(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition',
                  isActive ? 'bg-lotus-500/15 text-lotus-300' : 'text-muted hover:bg-ink-700 hover:text-fg',
                )
              }
            >
              <SportIcon name={entry.icon} className="size-5 shrink-0" />
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
