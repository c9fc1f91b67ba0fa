import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from './icons';

/** A page's title row: icon, heading, and optional actions on the right. */
export function PageHeader({ title, icon, actions, subtitle }: { title: string; icon?: ReactNode; actions?: ReactNode; subtitle?: string }) {
  return (
    <div className="mb-4 flex items-center gap-3">
      {icon ? <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-lotus-500/15 text-lotus-300">{icon}</span> : null}
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-xl font-bold tracking-tight text-fg">{title}</h1>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** The link back to the page a player came from, above a page's title ("‹ Wallet"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 self-start text-sm font-medium text-muted hover:text-fg">
      <ChevronLeftIcon className="size-4" /> {children}
    </Link>
  );
}
