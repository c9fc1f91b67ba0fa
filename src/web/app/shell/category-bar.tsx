import { useLingui } from '@lingui/react/macro';
import { NavLink, useLocation } from 'react-router';
import { cx } from '@web/components/cx';
import { SportIcon } from '@web/components/sport-icons';
import { categoryLinks, DEFAULT_CATEGORY } from '../site-links';

/**
 * Sport categories (spec §2). Cricket is the selection until another category is open. A phone
 * swipes the row; a large screen, where a mouse cannot swipe, shows every category (two rows).
 */
export function CategoryBar() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const isCategoryPage = categoryLinks.some((link) => link.to === pathname);
  return (
    <nav aria-label={t`Sports`} className="border-b border-ink-700 bg-ink-850">
      <ul className="scrollbar-none mx-auto flex max-w-[1600px] gap-1 overflow-x-auto px-2 py-1.5 sm:px-4 lg:flex-wrap lg:overflow-visible">
        {categoryLinks.map((link) => {
          const isDefault = !isCategoryPage && link.to === DEFAULT_CATEGORY;
          return (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cx(
                    'flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1.5 text-xs font-semibold transition',
                    isActive || isDefault ? 'bg-lotus-gradient text-ink-950' : 'bg-ink-700/60 text-muted hover:bg-ink-600 hover:text-fg',
                  )
                }
              >
                <SportIcon name={link.icon} className="size-4" />
                {t(link.label)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
