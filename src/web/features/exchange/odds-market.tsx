import { t } from '@lingui/core/macro';
import type { ExchangeEvent, MarketBook, PriceLevel, RunnerBook } from '@shared/schemas/exchange';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { Spinner } from '@web/components/spinner';
import { useLiveMarket } from './api/market';
import { CashOutBar } from './cash-out-bar';
import { usePosition } from './api/position';
import { formatStake } from './format';
import { SuspendedOverlay } from './live-badge';
import { MarketResult } from './market-result';
import { PriceButton } from './price-button';
import { selectionOf } from './row-market';
import { usePriceClick } from './use-price-click';

// A Match Odds or Bookmaker market on the event page: each runner with the best three back
// prices (best nearest the middle) and the best three lay prices — the best one only on small
// screens — and under its name the player's book: what they win or lose if it wins; with a book,
// the cash out bar under the runners. A settled market shows its result instead.

type OddsMarketProps = { event: ExchangeEvent; marketId: number };

const LEVELS = [0, 1, 2] as const;
/** The bookmaker is the house's one quote a side; an order book shows three levels from sm up. */
const levelsOf = (book: MarketBook): ReadonlyArray<0 | 1 | 2> => (book.type === 'bookmaker' ? [0] : LEVELS);
const gridOf = (book: MarketBook) => cx('grid w-[7.5rem] grid-cols-2 gap-1', book.type === 'bookmaker' ? 'sm:w-[10rem]' : 'sm:w-[25rem] sm:grid-cols-6');

export function OddsMarket({ event, marketId }: OddsMarketProps) {
  const market = useLiveMarket(marketId);
  const position = usePosition(marketId);
  if (!market.data) {
    return (
      <section className="grid min-h-24 place-items-center rounded-xl border border-ink-600 bg-ink-850">
        {market.isError ? <p className="text-sm text-danger">{t`This market could not be loaded.`}</p> : <Spinner label={t`Loading market`} />}
      </section>
    );
  }
  const book = market.data;
  const profits = new Map((position.data?.runners ?? []).map((entry) => [entry.runner_id, entry.profit]));
  const hasBook = !book.is_settled && [...profits.values()].some((profit) => profit !== 0);
  if (book.is_settled) {
    return (
      <section aria-label={book.name} className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
        <header className="flex items-center gap-3 border-b border-ink-700 bg-ink-800/70 px-3 py-2">
          <h2 className="flex-1 text-sm font-bold text-fg">{book.name}</h2>
        </header>
        <MarketResult book={book} />
      </section>
    );
  }
  return (
    <section aria-label={book.name} className="overflow-hidden rounded-xl border border-ink-600 bg-ink-850">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-ink-700 bg-ink-800/70 px-3 py-2">
        <h2 className="flex-1 text-sm font-bold text-fg">{book.name}</h2>
        <span className="text-[11px] tabular-nums text-subtle">{t`Min ${formatStake(book.min_stake)} · Max ${formatStake(book.max_stake)}`}</span>
      </header>
      <div className="flex items-center gap-1 border-b border-ink-700/70 px-3 py-1 text-[11px] font-bold uppercase tracking-wider">
        <span className="flex-1 text-subtle">{hasBook ? t`Selection · your book` : t`Selection`}</span>
        <span className={gridOf(book)}>
          <span className={cx('text-center text-back', book.type !== 'bookmaker' && 'sm:col-span-3 sm:pr-8 sm:text-right')}>{t`Back`}</span>
          <span className={cx('text-center text-lay', book.type !== 'bookmaker' && 'sm:col-span-3 sm:pl-8 sm:text-left')}>{t`Lay`}</span>
        </span>
      </div>
      <ul className="relative">
        {book.status !== 'OPEN' ? <SuspendedOverlay isClosed={book.status === 'CLOSED'} /> : null}
        {book.runners.map((runner) => (
          <RunnerRow key={runner.id} event={event} book={book} runner={runner} profit={hasBook ? profits.get(runner.id) : undefined} />
        ))}
      </ul>
      {hasBook ? <CashOutBar marketId={marketId} bookStamp={market.dataUpdatedAt} isOpen={book.status === 'OPEN'} /> : null}
    </section>
  );
}

type RunnerRowProps = { event: ExchangeEvent; book: MarketBook; runner: RunnerBook; profit: number | undefined };

function RunnerRow({ event, book, runner, profit }: RunnerRowProps) {
  const click = usePriceClick();
  const isOpen = book.status === 'OPEN';
  const select = (side: 'back' | 'lay') => (level: PriceLevel) => click(selectionOf({ event, market: book, runner, side, level }));
  return (
    <li className="flex items-center gap-1 border-b border-ink-700/60 px-3 py-1.5 last:border-0">
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-semibold text-fg">{runner.name}</p>
        {profit !== undefined ? (
          <p data-testid="runner-book" className={cx('text-[11px] font-bold tabular-nums', profit >= 0 ? 'text-success' : 'text-danger')}>
            {profit >= 0 ? '+' : ''}
            {formatRupees(profit)}
          </p>
        ) : null}
      </div>
      <div className={gridOf(book)}>
        {[...levelsOf(book)].reverse().map((depth) => (
          <PriceButton
            key={`back-${depth}`}
            side="back"
            depth={depth}
            level={runner.back[depth]}
            label={t`Back ${runner.name}`}
            isDisabled={!isOpen}
            onSelect={isOpen ? select('back') : undefined}
            isWideOnly={depth !== 0}
          />
        ))}
        {levelsOf(book).map((depth) => (
          <PriceButton
            key={`lay-${depth}`}
            side="lay"
            depth={depth}
            level={runner.lay[depth]}
            label={t`Lay ${runner.name}`}
            isDisabled={!isOpen}
            onSelect={isOpen ? select('lay') : undefined}
            isWideOnly={depth !== 0}
          />
        ))}
      </div>
    </li>
  );
}
