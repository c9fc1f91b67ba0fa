import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { ListIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { useSessionUser } from '@web/lib/session';
import { useOpenBets } from './api/open-bets';
import { OpenBetList, splitOpenBets } from './open-bet-list';

// The right sidebar's Open Bets tab: every open bet of the player, unmatched first.

export function OpenBetsPanel() {
  const user = useSessionUser();
  const bets = useOpenBets();
  if (!user) return <PanelNote title={t`No open bets`} hint={t`Log in to see your matched and unmatched bets.`} />;
  if (bets.isPending) {
    return (
      <div className="grid min-h-32 place-items-center">
        <Spinner label={t`Loading open bets`} />
      </div>
    );
  }
  if (bets.isError) return <PanelNote title={t`Open bets could not be loaded`} hint={t`They will show again shortly.`} />;
  const { unmatched, matched } = splitOpenBets(bets.data);
  if (unmatched.length === 0 && matched.length === 0) return <PanelNote title={t`No open bets`} hint={t`Your matched and unmatched bets will show here.`} />;
  return (
    <div className="flex flex-col gap-3 p-2">
      {unmatched.length > 0 ? (
        <section aria-label={t`Unmatched bets`}>
          <h3 className="mb-1.5 px-1 text-[11px] font-bold uppercase tracking-wider text-warning">{t`Unmatched`}</h3>
          <OpenBetList bets={unmatched} part="unmatched" isCompact />
        </section>
      ) : null}
      {matched.length > 0 ? (
        <section aria-label={t`Matched bets`}>
          <h3 className="mb-1.5 px-1 text-[11px] font-bold uppercase tracking-wider text-back">{t`Matched`}</h3>
          <OpenBetList bets={matched} part="matched" isCompact />
        </section>
      ) : null}
      <Link to="/open-bets" className="text-center text-xs font-semibold text-back hover:underline">
        {t`View all open bets`}
      </Link>
    </div>
  );
}

function PanelNote({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="px-4 py-8 text-center">
      <ListIcon className="mx-auto mb-2 size-8 text-ink-400" />
      <p className="text-sm font-medium text-fg">{title}</p>
      <p className="mt-1 text-xs text-subtle">{hint}</p>
    </div>
  );
}
