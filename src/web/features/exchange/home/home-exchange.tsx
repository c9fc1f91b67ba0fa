import { t } from '@lingui/core/macro';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ExchangeEvent } from '@shared/schemas/exchange';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { BetSlipDialog } from '../bet-slip-slot';
import { errorMessage } from '@web/lib/api-client';
import { sportName, sportWords } from '@web/lib/sport-words';
import { useEvents } from '../api/catalogue';
import { InPlayBoard } from '../in-play-board';
import { MatchTable } from '../match-table';
import { sportIcon, sportPath } from '../sports';

// Home's exchange sections, first on the page: the In Play panel per sport, then Upcoming Events
// — the cricket, football, tennis and winner cup tables — all from GET /api/events.

const UPCOMING_SPORTS = [
  { key: 'cricket', title: sportWords.cricket },
  { key: 'football', title: sportWords.football },
  { key: 'tennis', title: sportWords.tennis },
  { key: 'winner-cup', title: sportWords['winner-cup'] },
] as const;
const UPCOMING_ROWS = 5;

function groupBySport(events: readonly ExchangeEvent[]): Array<{ sport: string; name: string; events: ExchangeEvent[] }> {
  const groups = new Map<string, { sport: string; name: string; events: ExchangeEvent[] }>();
  for (const event of events) {
    const group = groups.get(event.sport) ?? { sport: event.sport, name: sportName(event.sport, event.sport_name), events: [] };
    group.events.push(event);
    groups.set(event.sport, group);
  }
  return [...groups.values()];
}

function Title({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-fg">
      <span aria-hidden="true" className="h-4 w-1 rounded-full bg-lotus-gradient" />
      {children}
    </h2>
  );
}

/**
 * In Play and Upcoming Events, then `children` (the rest of the home page) once the markets have
 * answered: nothing below them is drawn before, so nothing jumps when they arrive.
 */
export function HomeExchange({ children }: { children?: ReactNode }) {
  const events = useEvents();
  // The boards are drawn from a deferred copy: React renders them in a transition, in short
  // slices, instead of one long task the moment the answer arrives.
  const shown = useDeferredValue(events.data, undefined);
  if (events.isPending) return <LoadingState label={t`Loading markets...`} />;
  if (events.isError)
    return (
      <>
        <ErrorState title={t`Failed to load markets`} message={errorMessage(events.error, t`Please try again.`)} onRetry={() => void events.refetch()} />
        {children}
      </>
    );
  if (shown === undefined) return <LoadingState label={t`Loading markets...`} />;

  const inPlay = groupBySport(shown.filter((event) => event.in_play));
  return (
    <>
      <section aria-labelledby="home-in-play">
        <Title id="home-in-play">{t`In Play`}</Title>
        {inPlay.length === 0 ? (
          <div className="rounded-xl border border-ink-600 bg-ink-850">
            <EmptyState title={t`No matches in play right now`} hint={t`Live matches appear here with their back and lay prices.`} />
          </div>
        ) : (
          <div className="grid gap-3">
            {/* The first board is the first screen; those below it are drawn as they come near. */}
            {inPlay.map((group, index) => (
              <InPlayBoard key={group.sport} title={group.name} icon={sportIcon(group.sport)} events={group.events} isDrawnWhenNear={index > 0} />
            ))}
          </div>
        )}
      </section>
      {/* Below the first screen on a phone: the browser lays it out and paints it only as it
          scrolls into view (its place held at about its height meanwhile). */}
      <section aria-labelledby="home-upcoming" className="flex flex-col gap-3 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]">
        <Title id="home-upcoming">{t`Upcoming Events`}</Title>
        {UPCOMING_SPORTS.map((sport) => {
          const upcoming = shown.filter((event) => event.sport === sport.key && !event.in_play).slice(0, UPCOMING_ROWS);
          return (
            <div key={sport.key}>
              <div className="mb-1.5 flex items-center justify-between px-1">
                <h3 className="text-xs font-bold uppercase tracking-wider text-muted">{t(sport.title)}</h3>
                <Link to={sportPath(sport.key)} className="text-xs font-semibold text-back hover:underline">
                  {t`View all`}
                </Link>
              </div>
              {upcoming.length === 0 ? (
                <p className="rounded-xl border border-ink-600 bg-ink-850 px-3 py-4 text-center text-sm text-subtle">{t`No upcoming matches`}</p>
              ) : (
                <MatchTable events={upcoming} label={t(sport.title)} />
              )}
            </div>
          );
        })}
      </section>

      <BetSlipDialog />
      {children}
    </>
  );
}
