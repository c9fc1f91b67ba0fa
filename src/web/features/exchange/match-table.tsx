import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { ExchangeEvent, MarketSummary } from '@shared/schemas/exchange';
import { formatCompactStake, formatMatchDate, formatMatchTime } from './format';
import { LiveBadge } from './live-badge';
import { PriceButton } from './price-button';
import { selectionOf, useRowMarket } from './row-market';
import { eventTitle, splitRunners } from './runners';
import { usePriceClick } from './use-price-click';

// The spec's match table: date, time, match (with the LIVE marker), and for 1, X and 2 the best
// back (blue) and lay (pink) price with its size (short: 4K, 2.5L), as an exchange shows them — '-' where there is
// none. In-play rows stream their prices.

type MatchTableProps = { events: readonly ExchangeEvent[]; label: string };

const headClass = 'px-1.5 py-2 text-[11px] font-bold uppercase tracking-wider text-subtle';

export function MatchTable({ events, label }: MatchTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
      <table className="w-full table-fixed border-collapse text-sm" aria-label={label}>
        <thead className="border-b border-ink-700 bg-ink-800/70">
          <tr>
            <th scope="col" className={`${headClass} hidden w-24 pl-3 text-left sm:table-cell`}>
              {t`Date`}
            </th>
            <th scope="col" className={`${headClass} hidden w-14 text-left sm:table-cell`}>
              {t`Time`}
            </th>
            <th scope="col" className={`${headClass} pl-3 text-left sm:pl-1.5`}>
              {t`Match`}
            </th>
            <th scope="col" className={`${headClass} w-[21%] text-center sm:w-32`}>
              1
            </th>
            <th scope="col" className={`${headClass} w-[21%] text-center sm:w-32`}>
              X
            </th>
            <th scope="col" className={`${headClass} w-[21%] text-center sm:w-32`}>
              2
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <MatchRow key={event.id} event={event} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchRow({ event }: { event: ExchangeEvent }) {
  const market = useRowMarket(event, event.in_play);
  const date = formatMatchDate(event.start_time);
  const time = formatMatchTime(event.start_time);
  return (
    <tr className="border-b border-ink-700/70 last:border-0">
      <td className="hidden py-2 pl-3 text-xs tabular-nums text-muted sm:table-cell">{date}</td>
      <td className="hidden py-2 text-xs tabular-nums text-muted sm:table-cell">{time}</td>
      <td className="py-2 pl-3 pr-1 sm:pl-1.5">
        <Link to={`/event/${event.id}`} className="block min-w-0 hover:text-lotus-300">
          <span className="line-clamp-2 text-[13px] font-semibold leading-snug text-fg">{eventTitle(event)}</span>
        </Link>
        <span className="mt-0.5 flex items-center gap-1.5 text-[11px] tabular-nums text-subtle">
          {event.in_play ? <LiveBadge /> : null}
          <span className="sm:hidden">
            {date} {time}
          </span>
        </span>
      </td>
      {market && market.status === 'SUSPENDED' ? (
        <td colSpan={3} className="px-1 py-2 text-center">
          <span className="rounded border border-danger/60 px-2 py-1 text-[11px] font-black uppercase tracking-[0.2em] text-danger">{t`Suspended`}</span>
        </td>
      ) : (
        <OddsCells event={event} market={market} />
      )}
    </tr>
  );
}

function OddsCells({ event, market }: { event: ExchangeEvent; market: MarketSummary | undefined }) {
  const click = usePriceClick();
  const { one, draw, two } = splitRunners(market?.runners ?? []);
  const isOpen = market?.status === 'OPEN';
  return (
    <>
      {([one, draw, two] as const).map((runner, index) => (
        <td key={runner?.id ?? `none-${index}`} className="px-0.5 py-1.5">
          <div className="grid grid-cols-2 gap-0.5">
            {(['back', 'lay'] as const).map((side) => (
              <PriceButton
                key={side}
                side={side}
                level={runner?.[side]}
                label={runner ? `${side === 'back' ? t`Back` : t`Lay`} ${runner.name}` : side === 'back' ? t`Back` : t`Lay`}
                isDisabled={!isOpen}
                className="px-0"
                subtext={runner?.[side] ? formatCompactStake(runner[side].size) : undefined}
                onSelect={market && runner && isOpen ? (level) => click(selectionOf({ event, market, runner, side, level })) : undefined}
              />
            ))}
          </div>
        </td>
      ))}
    </>
  );
}
