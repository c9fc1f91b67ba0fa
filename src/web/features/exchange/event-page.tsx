import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '@web/components/icons';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { SportIcon } from '@web/components/sport-icons';
import { BetSlipDialog } from './bet-slip-slot';
import { errorMessage } from '@web/lib/api-client';
import { useEvent } from './api/catalogue';
import { FancyMarket } from './fancy-market';
import { formatMatchDate, formatMatchTime } from './format';
import { FinishedBadge, LiveBadge } from './live-badge';
import { LiveScore } from './live-score';
import { OddsMarket } from './odds-market';
import { eventTitle } from './runners';
import { sportIcon, sportPath } from './sports';
import { sportName } from '@web/lib/sport-words';

// An event's page (/event/:id): Match Odds with the best three back and lay levels, Bookmaker,
// and the Fancy lines (YES / NO), each live, with the player's book under every runner; a
// settled market shows its result, and an event whose markets are all settled is Finished.

export function EventPage() {
  const params = useParams();
  const id = Number(params.id);
  const event = useEvent(id);

  if (!Number.isSafeInteger(id) || id <= 0) return <ErrorState title={t`Event not found`} />;
  if (event.isPending) return <LoadingState label={t`Loading event...`} />;
  if (event.isError)
    return <ErrorState title={t`Failed to load event`} message={errorMessage(event.error, t`Please try again.`)} onRetry={() => void event.refetch()} />;

  const data = event.data;
  const fancy = data.markets.filter((market) => market.type === 'fancy');
  const books = data.markets.filter((market) => market.type !== 'fancy');
  return (
    <div className="flex flex-col gap-3 px-3 py-3 sm:px-4">
      <div className="rounded-xl bg-ink-gradient p-3 ring-1 ring-ink-600">
        <Link to={sportPath(data.sport)} className="mb-1 inline-flex items-center gap-1 text-xs font-semibold text-back hover:underline">
          <ChevronLeftIcon className="size-3.5" />
          <SportIcon name={sportIcon(data.sport)} className="size-3.5" /> {sportName(data.sport, data.sport_name)}
          {data.competition ? <span className="text-subtle"> · {data.competition}</span> : null}
        </Link>
        <h1 className="text-lg font-bold leading-tight text-fg sm:text-xl">{eventTitle(data)}</h1>
        <p className="mt-1 flex items-center gap-2 text-xs tabular-nums text-muted">
          {data.is_over ? <FinishedBadge /> : data.in_play ? <LiveBadge /> : null}
          {formatMatchDate(data.start_time)} {formatMatchTime(data.start_time)}
        </p>
        <LiveScore event={data} />
      </div>

      {data.markets.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-500 p-6 text-center text-sm text-muted">{t`No markets open on this event yet.`}</p>
      ) : null}
      {books.map((market) => (
        <OddsMarket key={market.id} event={data} marketId={market.id} />
      ))}
      {fancy.length > 0 ? (
        <section aria-label={t`Fancy`} className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
          <div className="flex items-center gap-2 border-b border-ink-700 bg-ink-800/70 px-3 py-2">
            <h2 className="flex-1 text-sm font-bold text-fg">{t`Fancy`}</h2>
            <span className="w-16 text-center text-[11px] font-bold uppercase text-lay">{t`No`}</span>
            <span className="w-16 text-center text-[11px] font-bold uppercase text-back">{t`Yes`}</span>
          </div>
          <ul>
            {fancy.map((market) => (
              <FancyMarket key={market.id} event={data} marketId={market.id} />
            ))}
          </ul>
        </section>
      ) : null}
      <BetSlipDialog />
    </div>
  );
}
