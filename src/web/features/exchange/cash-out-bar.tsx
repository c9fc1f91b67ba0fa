import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { cashOutShares } from '@shared/schemas/cash-out';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { errorMessage } from '@web/lib/api-client';
import { useCashOut, useCashOutQuote } from './api/cash-out';

// Cash out under a Match Odds or Bookmaker market the player has a book in: the amount they
// would lock in now (asked again with every book that arrives), a share to cash out, the
// commission that applies at settlement, and the button. A moved price comes back in words.

type CashOutBarProps = { marketId: number; bookStamp: number; isOpen: boolean };

export function CashOutBar({ marketId, bookStamp, isOpen }: CashOutBarProps) {
  const [share, setShare] = useState<number>(100);
  const [notice, setNotice] = useState<{ isError: boolean; text: string } | null>(null);
  /** When the last cash out was done: a quote from before it is spent, so its button goes. */
  const [doneAt, setDoneAt] = useState(0);
  const quote = useCashOutQuote(marketId, share, bookStamp, isOpen);
  const cashOut = useCashOut(marketId);
  // A refusal of the latest quote (the position is level now, the book too thin) stands over an older figure.
  const isSpent = quote.dataUpdatedAt <= doneAt;
  const data = quote.isError || isSpent ? undefined : quote.data;
  const hasLegs = data !== undefined && data.legs.length > 0;
  if (!isOpen) return null;
  if (!hasLegs && !quote.isError) {
    // Nothing (left) to cash out, e.g. after a 100% cash out: only what was done stays said.
    return notice ? (
      <div data-testid="cash-out" className="border-t border-ink-700 bg-ink-900/60 px-3 py-2">
        <Notice notice={notice} />
      </div>
    ) : null;
  }

  const submit = () => {
    if (!data) return;
    setNotice(null);
    cashOut.mutate(
      { share, amount: data.amount },
      {
        onSuccess: (done) => {
          setDoneAt(Date.now());
          setNotice({ isError: false, text: t`Cashed out ${done.share}%: ${formatRupees(done.amount)} locked in whatever the result.` });
        },
        onError: (error) => setNotice({ isError: true, text: errorMessage(error, t`Cash out failed`) }),
      },
    );
  };

  return (
    <div data-testid="cash-out" className="flex flex-col gap-2 border-t border-ink-700 bg-ink-900/60 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t`Share to cash out`} className="flex gap-1">
          {cashOutShares.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={share === each}
              onClick={() => setShare(each)}
              className={cx(
                'h-8 min-w-11 rounded-md px-2 text-xs font-bold tabular-nums ring-1',
                share === each ? 'bg-gold-400 text-ink-950 ring-gold-400' : 'bg-ink-800 text-muted ring-ink-600 hover:text-fg',
              )}
            >
              {each}%
            </button>
          ))}
        </div>
        <Button
          size="sm"
          variant="withdraw"
          className="ml-auto min-w-40 tabular-nums"
          isLoading={cashOut.isPending}
          disabled={!hasLegs || cashOut.isPending}
          onClick={submit}
        >
          {data ? t`Cash out ${formatRupees(data.amount)}` : t`Cash out`}
        </Button>
      </div>
      {data ? (
        <p className="text-[11px] text-subtle">
          {data.commission_rate > 0
            ? t`Commission ${data.commission_rate}% on net winnings at settlement (${formatRupees(data.commission)} on this).`
            : t`No commission on this market.`}
        </p>
      ) : null}
      {quote.isError ? <p className="text-xs text-muted">{errorMessage(quote.error, t`Cash out is not available now`)}</p> : null}
      {notice ? <Notice notice={notice} /> : null}
    </div>
  );
}

function Notice({ notice }: { notice: { isError: boolean; text: string } }) {
  return (
    <p role={notice.isError ? 'alert' : 'status'} className={cx('text-xs font-semibold', notice.isError ? 'text-danger' : 'text-success')}>
      {notice.text}
    </p>
  );
}
