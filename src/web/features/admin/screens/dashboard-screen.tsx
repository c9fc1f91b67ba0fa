import { Link } from 'react-router';
import { FileIcon, GiftIcon, ImageIcon, MegaphoneIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { useAuditLog } from '../api/audit-log';
import { useAdminBanners } from '../api/banners';
import { useAdminNotifications } from '../api/notifications';
import { useReferralCodes } from '../api/referral-codes';
import { adminSession } from '../admin-session';
import { AdminPage, formatDateTime, Panel } from './admin-ui';

function Stat({ to, label, value, detail, icon }: { to: string; label: string; value: string | undefined; detail: string; icon: React.ReactNode }) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-xl border border-ink-600 bg-ink-850 p-4 transition hover:border-lotus-500/50">
      <span className="grid size-11 place-items-center rounded-xl bg-lotus-500/15 text-lotus-300">{icon}</span>
      <span className="min-w-0">
        <span className="block text-xs uppercase tracking-wider text-subtle">{label}</span>
        <span className="block text-2xl font-bold tabular-nums text-fg">{value ?? <Spinner size="sm" label={`Loading ${label}`} />}</span>
        <span className="block truncate text-xs text-muted">{detail}</span>
      </span>
    </Link>
  );
}

export function DashboardScreen() {
  const { user } = adminSession.useSession();
  const codes = useReferralCodes();
  const banners = useAdminBanners();
  const notifications = useAdminNotifications();
  const audit = useAuditLog(1, 6);
  const activeOf = (list: Array<{ is_active: boolean }> | undefined) => list?.filter((item) => item.is_active).length;

  return (
    <AdminPage title="Dashboard" description={`Welcome back, ${user?.display_name ?? 'operator'}.`}>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          to="/admin/referral-codes"
          label="Referral codes"
          value={codes.data ? String(activeOf(codes.data)) : undefined}
          detail={`${codes.data?.reduce((sum, code) => sum + code.uses, 0) ?? 0} registrations`}
          icon={<GiftIcon className="size-5" />}
        />
        <Stat
          to="/admin/banners"
          label="Active banners"
          value={banners.data ? String(activeOf(banners.data)) : undefined}
          detail={`${banners.data?.length ?? 0} in total`}
          icon={<ImageIcon className="size-5" />}
        />
        <Stat
          to="/admin/notifications"
          label="Ticker messages"
          value={notifications.data ? String(activeOf(notifications.data)) : undefined}
          detail={`${notifications.data?.length ?? 0} in total`}
          icon={<MegaphoneIcon className="size-5" />}
        />
        <Stat
          to="/admin/audit-log"
          label="Audit entries"
          value={audit.data ? String(audit.data.total) : undefined}
          detail="Operator actions recorded"
          icon={<FileIcon className="size-5" />}
        />
      </div>
      <Panel title="Recent activity">
        {audit.data && audit.data.entries.length > 0 ? (
          <ul className="divide-y divide-ink-700/60">
            {audit.data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-lotus-300">{entry.action}</span>
                <span className="text-muted">
                  {entry.target_type}
                  {entry.target_id ? ` #${entry.target_id}` : ''}
                </span>
                <span className="ml-auto text-xs text-subtle">
                  {entry.actor_username ?? '—'} · {formatDateTime(entry.created_at)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-6 text-sm text-muted">{audit.isPending ? 'Loading...' : 'No operator actions yet.'}</p>
        )}
      </Panel>
    </AdminPage>
  );
}
