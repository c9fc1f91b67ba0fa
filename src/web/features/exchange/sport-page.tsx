import { msg, plural, t } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { SportIcon } from '@web/components/sport-icons';
import { BetSlipDialog } from './bet-slip-slot';
import { errorMessage } from '@web/lib/api-client';
import { useEvents } from './api/catalogue';
import { MatchTable } from './match-table';
import { SportPanels } from './sport-panels';
import { sportPages, type SportPageInfo } from './sports';

// Every sport page of spec §2 in one layout: the 'Most Popular' banner, the heading with its
// count badge, the match table (1 / X / 2), and Live Matches, Upcoming and Statistics — or
// 'No Real-Time Records Found' with an empty table when the sport has no events.

const fallback: SportPageInfo = { path: '/', key: 'cricket', title: msg`Cricket`, icon: 'cricket' };

export function SportPage() {
  const { pathname } = useLocation();
  const info = sportPages.find((page) => page.path === pathname) ?? fallback;
  return <SportPageFor key={info.key} info={info} />;
}

function SportPageFor({ info }: { info: SportPageInfo }) {
  const events = useEvents(info.key);
  const list = events.data ?? [];
  // Cricket's 'Most Popular' page lists three live and three upcoming (spec §2).
  const liveLimit = info.key === 'cricket' ? 3 : undefined;

  return (
    <div className="flex flex-col gap-3 px-3 py-3 sm:px-4">
      <div className="relative overflow-hidden rounded-xl bg-gradient-to-r from-lotus-600 via-lotus-500 to-gold-500 px-4 py-4 shadow-lg">
        <SportIcon name={info.icon} className="absolute -right-2 -top-3 size-24 text-white/20" />
        <p className="text-[11px] font-bold uppercase tracking-[0.25em] text-white/85">{t`Most Popular`}</p>
        <h1 className="text-2xl font-black tracking-tight text-white drop-shadow">{t(info.title)}</h1>
      </div>

      <div className="flex items-center gap-2 px-1">
        <SportIcon name={info.icon} className="size-5 text-lotus-300" />
        <h2 className="flex-1 text-sm font-bold uppercase tracking-wider text-fg">{t`Most Popular`}</h2>
        <span
          aria-label={plural(list.length, { one: '# match', other: '# matches' })}
          className="rounded-full bg-lotus-500 px-2.5 py-0.5 text-xs font-black text-ink-950"
        >
          {list.length}
        </span>
      </div>

      {events.isPending ? <LoadingState label={t`Loading matches...`} /> : null}
      {events.isError ? (
        <ErrorState title={t`Failed to load matches`} message={errorMessage(events.error, t`Please try again.`)} onRetry={() => void events.refetch()} />
      ) : null}
      {events.isSuccess ? (
        <>
          <MatchTable events={list} label={t(info.title)} />
          {list.length === 0 ? (
            <p role="status" className="rounded-xl border border-dashed border-ink-500 px-3 py-6 text-center text-sm font-semibold text-muted">
              {t`No Real-Time Records Found`}
            </p>
          ) : (
            <SportPanels events={list} liveLimit={liveLimit} />
          )}
        </>
      ) : null}
      <BetSlipDialog />
    </div>
  );
}
