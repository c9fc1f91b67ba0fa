import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { cx } from '@web/components/cx';
import { LogOutIcon } from '@web/components/icons';
import { Logo } from '@web/components/logo';
import { adminSections } from './admin-sections';
import { adminSession } from './shared/admin-session';
import { operatorLogout } from './shared/operator-login';

export function AdminLayout() {
  const { user } = adminSession.useSession();
  const navigate = useNavigate();
  const signOut = async () => {
    await operatorLogout().catch(() => undefined);
    navigate('/admin/login', { replace: true });
  };
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 lg:flex-row">
      <aside className="border-b border-ink-700 bg-ink-900 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <Link to="/admin" aria-label="Back office home">
            <Logo subtitle="back office" />
          </Link>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-lg p-2 text-muted hover:bg-ink-700 hover:text-fg lg:hidden"
            aria-label="Sign out"
          >
            <LogOutIcon className="size-5" />
          </button>
        </div>
        <nav aria-label="Back office" className="scrollbar-none overflow-x-auto px-2 pb-2 lg:flex-1 lg:overflow-y-auto">
          <ul className="flex gap-1 lg:flex-col">
            {adminSections
              .filter((section) => section.inNav !== false)
              .map((section) => (
                <li key={section.path} className="shrink-0">
                  <NavLink
                    to={section.path === '' ? '/admin' : `/admin/${section.path}`}
                    end={section.path === ''}
                    className={({ isActive }) =>
                      cx(
                        'flex items-center gap-2.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition',
                        isActive ? 'bg-lotus-500/15 text-lotus-300' : 'text-muted hover:bg-ink-700 hover:text-fg',
                      )
                    }
                  >
                    <section.icon className="size-4" />
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="hidden border-t border-ink-700 p-3 lg:block">
          <p className="truncate text-xs text-subtle">Signed in as</p>
          <p className="truncate text-sm font-semibold text-fg">{user?.username}</p>
          <div className="mt-2 flex gap-2">
            <Link to="/" className="text-xs font-medium text-back hover:underline">
              View site
            </Link>
            <button type="button" onClick={() => void signOut()} className="ml-auto flex items-center gap-1 text-xs font-medium text-danger hover:underline">
              <LogOutIcon className="size-3.5" /> Sign out
            </button>
          </div>
        </div>
      </aside>
      {/* Wide tables scroll inside their card; nothing widens the page itself: the clipped axis (not a scroll box) also
          holds what is positioned inside, such as the screen-reader-only text of a table heading. */}
      <main className="relative min-w-0 flex-1 overflow-x-clip p-3 sm:p-6">
        <Outlet />
      </main>
    </div>
  );
}
