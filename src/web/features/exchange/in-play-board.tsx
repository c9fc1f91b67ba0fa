import { t } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { ExchangeEvent } from '@shared/schemas/exchange';
import { cx } from '@web/components/cx';
import { SportIcon, type SportIconName } from '@web/components/sport-icons';
import { formatCompactStake } from './format';
import { LiveBadge, SuspendedOverlay } from './live-badge';
import { LiveScore } from './live-score';
import { PriceButton } from './price-button';
import { selectionOf, useRowMarket } from './row-market';
import { eventTitle, splitRunners } from './runners';
import { usePriceClick } from './use-price-click';

// Home's In Play panel for one sport (spec §2, §4): each live fixture with the LIVE marker and
// back (blue) and lay (pink) prices for 1, X and 2 with their sizes written short (44K, 2.5L) as
// the cells are narrow, streamed live; a suspended market shows SUSPENDED over its prices.

type InPlayBoardProps = {
  title: string;
  icon: SportIconName;
  events: readonly ExchangeEvent[];
  /** Laid out and painted only as it scrolls near the screen (a board below the first). */
  isDrawnWhenNear?: boolean;
};

const columns = 'grid w-full grid-cols-6 gap-1 sm:w-[25rem] sm:shrink-0';
// Until it is first drawn, a board below the first holds about its height: its two header lines
// and its rows (a phone's row, with prices under the name, or a wider screen's, beside it).
const drawnWhenNear =
  '[content-visibility:auto] [contain-intrinsic-size:auto_calc(4rem+var(--rows)*5.25rem)] sm:[contain-intrinsic-size:auto_calc(4rem+var(--rows)*3.5rem)]';

export function InPlayBoard({ title, icon, events, isDrawnWhenNear = false }: InPlayBoardProps) {
  return (
    <section
      aria-label={t`In play: ${title}`}
      className={cx('overflow-hidden rounded-xl border border-ink-600 bg-ink-850', isDrawnWhenNear && drawnWhenNear)}
      style={isDrawnWhenNear ? ({ '--rows': events.length } as CSSProperties) : undefined}
    >
      <header className="flex items-center gap-2 border-b border-ink-700 bg-ink-800/70 px-3 py-2">
        <SportIcon name={icon} className="size-4 text-lotus-300" />
        <h3 className="flex-1 text-sm font-bold text-fg">{title}</h3>
        <span className="rounded-full bg-lotus-500/20 px-2 py-0.5 text-[11px] font-bold text-lotus-300">{events.length}</span>
      </header>
      <div
        aria-hidden="true"
        className="flex items-center gap-2 border-b border-ink-700/70 px-3 py-1 text-[11px] font-bold uppercase tracking-wider text-subtle"
      >
        <span className="hidden flex-1 sm:block">{t`Match`}</span>
        <span className={columns}>
          {['1', 'X', '2'].map((label) => (
            <span key={label} className="col-span-2 text-center">
              {label}
            </span>
          ))}
        </span>
      </div>
      <ul>
        {events.map((event) => (
          <InPlayRow key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

function InPlayRow({ event }: { event: ExchangeEvent }) {
  const market = useRowMarket(event, true);
  const click = usePriceClick();
  const { one, draw, two } = splitRunners(market?.runners ?? []);
  const isOpen = market?.status === 'OPEN';
  return (
    <li className="flex flex-col gap-1.5 border-b border-ink-700/70 px-3 py-2 last:border-0 sm:flex-row sm:items-center sm:gap-2">
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 items-center gap-2">
          <LiveBadge />
          <Link to={`/event/${event.id}`} className="min-w-0 truncate text-[13px] font-semibold text-fg hover:text-lotus-300">
            {eventTitle(event)}
          </Link>
        </div>
        <LiveScore event={event} isCompact />
      </div>
      <div className={`relative ${columns}`}>
        {market?.status === 'SUSPENDED' ? <SuspendedOverlay /> : null}
        {([one, draw, two] as const).flatMap((runner, index) =>
          (['back', 'lay'] as const).map((side) => (
            <PriceButton
              key={`${index}-${side}`}
              side={side}
              level={runner?.[side]}
              label={runner ? `${side === 'back' ? t`Back` : t`Lay`} ${runner.name}` : side === 'back' ? t`Back` : t`Lay`}
              isDisabled={!isOpen}
              subtext={runner?.[side] ? formatCompactStake(runner[side].size) : undefined}
              onSelect={market && runner && isOpen ? (level) => click(selectionOf({ event, market, runner, side, level })) : undefined}
            />
          )),
        )}
      </div>
    </li>
  );
}
