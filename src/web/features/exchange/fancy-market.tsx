import { t } from '@lingui/core/macro';
import type { ExchangeEvent, PriceLevel } from '@shared/schemas/exchange';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { useLiveMarket } from './api/market';
import { usePosition } from './api/position';
import { formatStake } from './format';
import { SuspendedOverlay } from './live-badge';
import { resultText } from './market-result';
import { PriceButton } from './price-button';
import { selectionOf } from './row-market';
import { usePriceClick } from './use-price-click';

// A Fancy (session) line: NO at a line and rate (pink), YES at a line and rate (blue). YES wins
// when the result is at or above its line, NO when below. The rate is what ₹100 wins (price − 1).

const rateOf = (level: PriceLevel) => String(Math.round((level.price - 1) * 100));

export function FancyMarket({ event, marketId }: { event: ExchangeEvent; marketId: number }) {
  const market = useLiveMarket(marketId);
  const position = usePosition(marketId);
  const click = usePriceClick();
  const book = market.data;
  const runner = book?.runners[0];
  if (!book || !runner) {
    return <li className="h-14 animate-pulse border-b border-ink-700/60 bg-ink-800/40 last:border-0" aria-busy="true" />;
  }
  if (book.is_settled) {
    return (
      <li className="flex items-center gap-2 border-b border-ink-700/60 px-3 py-2 last:border-0">
        <p className="min-w-0 flex-1 truncate text-[13px] font-semibold text-fg">{book.name}</p>
        <p data-testid="market-result" className="text-xs font-bold text-fg">
          {resultText(book)}
        </p>
      </li>
    );
  }
  const isOpen = book.status === 'OPEN';
  const select = (side: 'back' | 'lay') => (level: PriceLevel) =>
    click({ ...selectionOf({ event, market: book, runner, side, level }), runnerName: book.name });
  const no = runner.lay[0];
  const yes = runner.back[0];
  const exposure = position.data?.exposure ?? 0;
  return (
    <li className="flex items-center gap-1 border-b border-ink-700/60 px-3 py-1.5 last:border-0">
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-semibold text-fg">{book.name}</p>
        <p className="text-[11px] tabular-nums text-subtle">
          {t`Max ${formatStake(book.max_stake)}`}
          {exposure > 0 ? <span className={cx('ml-2 font-bold text-danger')}>{t`Exposure ${formatRupees(exposure)}`}</span> : null}
        </p>
      </div>
      <div className="relative grid w-[8.25rem] grid-cols-2 gap-1">
        {!isOpen ? <SuspendedOverlay isClosed={book.status === 'CLOSED'} /> : null}
        <PriceButton
          side="lay"
          level={no}
          label={`${t`No`} ${book.name}${no?.line !== undefined ? ` ${no.line}` : ''}`}
          text={no?.line !== undefined ? String(no.line) : undefined}
          subtext={no ? rateOf(no) : undefined}
          isDisabled={!isOpen}
          onSelect={isOpen ? select('lay') : undefined}
        />
        <PriceButton
          side="back"
          level={yes}
          label={`${t`Yes`} ${book.name}${yes?.line !== undefined ? ` ${yes.line}` : ''}`}
          text={yes?.line !== undefined ? String(yes.line) : undefined}
          subtext={yes ? rateOf(yes) : undefined}
          isDisabled={!isOpen}
          onSelect={isOpen ? select('back') : undefined}
        />
      </div>
    </li>
  );
}
