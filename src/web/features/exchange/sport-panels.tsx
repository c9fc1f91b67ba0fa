import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ExchangeEvent } from '@shared/schemas/exchange';
import { formatMatchDate, formatMatchTime } from './format';
import { LiveBadge } from './live-badge';
import { eventTitle } from './runners';

// The side panels of a sport page (spec §2): Live Matches, Upcoming (the first three not in
// play) and Statistics, all counted from the events the API returned.

function Panel({ title, children, badge }: { title: string; children: ReactNode; badge?: number }) {
  return (
    <section aria-label={title} className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
      <h2 className="flex items-center gap-2 border-b border-ink-700 px-3 py-2 text-xs font-bold uppercase tracking-wider text-muted">
        <span className="flex-1">{title}</span>
        {badge !== undefined ? <span className="rounded-full bg-ink-700 px-2 py-0.5 text-[11px] text-fg">{badge}</span> : null}
      </h2>
      {children}
    </section>
  );
}

function EventList({ events, empty }: { events: readonly ExchangeEvent[]; empty: string }) {
  if (events.length === 0) return <p className="px-3 py-4 text-center text-sm text-subtle">{empty}</p>;
  return (
    <ul>
      {events.map((event) => (
        <li key={event.id} className="border-b border-ink-700/60 last:border-0">
          <Link to={`/event/${event.id}`} className="flex items-center gap-2 px-3 py-2 hover:bg-ink-800">
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[13px] font-semibold text-fg">{eventTitle(event)}</span>
              <span className="text-[11px] tabular-nums text-subtle">
                {formatMatchDate(event.start_time)} {formatMatchTime(event.start_time)}
              </span>
            </span>
            {event.in_play ? <LiveBadge /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const UPCOMING_PANEL_SIZE = 3;

export function SportPanels({ events, liveLimit }: { events: readonly ExchangeEvent[]; liveLimit?: number }) {
  const live = events.filter((event) => event.in_play);
  const upcoming = events.filter((event) => !event.in_play);
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Panel title={t`Live Matches`} badge={live.length}>
        <EventList events={liveLimit === undefined ? live : live.slice(0, liveLimit)} empty={t`No live matches`} />
      </Panel>
      <Panel title={t`Upcoming`} badge={upcoming.length}>
        <EventList events={upcoming.slice(0, UPCOMING_PANEL_SIZE)} empty={t`No upcoming matches`} />
      </Panel>
      <Panel title={t`Statistics`}>
        <dl className="grid grid-cols-3 gap-px bg-ink-700 text-center">
          {(
            [
              [t`Total Matches`, events.length, 'text-fg'],
              [t`Live Now`, live.length, 'text-success'],
              [t`Upcoming`, upcoming.length, 'text-back'],
            ] as const
          ).map(([label, value, tone]) => (
            <div key={label} className="min-w-0 bg-ink-850 px-1 py-3">
              <dd className={`text-2xl font-black tabular-nums ${tone}`}>{value}</dd>
              <dt className="mt-0.5 text-[11px] text-subtle [overflow-wrap:anywhere]">{label}</dt>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}
