import { t } from '@lingui/core/macro';
import type { MarketBook } from '@shared/schemas/exchange';

// A settled market in place of its prices: the winner, void, or the runs a fancy line made.
// A settled market is finished: no prices, no book, no cash out, no LIVE or SUSPENDED.

export function resultText(book: Pick<MarketBook, 'result' | 'type'>): string {
  const result = book.result;
  if (!result) return t`Settled`;
  if (result.void) return t`Void: stakes returned`;
  if (result.runs !== null) return t`Result: ${result.runs} runs`;
  if (result.winner !== null) return t`Winner: ${result.winner}`;
  return t`Settled`;
}

export function MarketResult({ book }: { book: Pick<MarketBook, 'result' | 'type'> }) {
  return (
    <p data-testid="market-result" role="status" className="px-3 py-3 text-center text-sm font-bold text-fg">
      {resultText(book)}
    </p>
  );
}
