import { t } from '@lingui/core/macro';
import type { BetBalance, PlacedBet } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { CheckIcon, ClockIcon } from '@web/components/icons';
import { cx } from '@web/components/cx';
import type { BetSelection } from './bet-slip-store';
import { formatPrice } from './format';
import { describePlacedBet } from './placed-bet-text';

// What the exchange answered: matched, partially matched or unmatched, with the matched stake
// and average price, and the balance after it (the answer's own figures; the header's balance
// refreshes on its own because the placement invalidated it).

function sideLabel(selection: BetSelection): string {
  if (selection.marketType === 'fancy') return selection.side === 'back' ? t`Yes` : t`No`;
  return selection.side === 'back' ? t`Back` : t`Lay`;
}

type BetSlipResultProps = { bet: PlacedBet; balance: BetBalance; selection: BetSelection; onDone: () => void; onAgain: () => void };

export function BetSlipResult({ bet, balance, selection, onDone, onAgain }: BetSlipResultProps) {
  const text = describePlacedBet(bet, selection.marketType === 'fancy');
  const isMatched = bet.status === 'matched';
  return (
    <div role="status" className={cx('flex flex-col gap-3 rounded-xl p-4 ring-1', isMatched ? 'bg-success/10 ring-success/40' : 'bg-back/10 ring-back/40')}>
      <div className="flex items-center gap-2">
        <span className={cx('grid size-8 place-items-center rounded-full', isMatched ? 'bg-success/20 text-success' : 'bg-back/20 text-back')}>
          {isMatched ? <CheckIcon className="size-5" /> : <ClockIcon className="size-5" />}
        </span>
        <p className="font-bold text-fg">{text.title}</p>
      </div>
      <p className="text-sm text-muted">
        {sideLabel(selection)} <span className="font-semibold text-fg">{selection.runnerName}</span>
        {selection.line === null ? ` @ ${formatPrice(bet.price)}` : ` · ${selection.line} runs @ rate ${Math.round((bet.price - 1) * 100)}`}
      </p>
      <ul className="space-y-1 text-sm text-fg">
        {text.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-ink-900/70 px-3 py-2 text-xs">
        <div>
          <dt className="text-subtle">{t`Balance`}</dt>
          <dd data-testid="slip-balance" className="text-sm font-bold tabular-nums text-fg">
            {formatRupees(balance.available_credit)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-subtle">{t`Net Exposure`}</dt>
          <dd data-testid="slip-exposure" className="text-sm font-semibold tabular-nums text-lay">
            {formatRupees(balance.net_exposure)}
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onAgain}>
          {t`Bet again`}
        </Button>
        <Button onClick={onDone}>{t`Done`}</Button>
      </div>
    </div>
  );
}
