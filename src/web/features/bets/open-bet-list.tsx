import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Bet } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useCancelBet } from './api/open-bets';
import { SideBadge, StatusBadge } from './bet-badges';
import { EditBetDialog } from './edit-bet-dialog';
import { formatBetTime, formatOdds } from '@web/lib/format';

// Open bets as cards: the unmatched part can be edited (price, stake) or cancelled (after a
// confirmation); the matched part stands until the market is settled.

export function OpenBetList({ bets, part, isCompact = false }: { bets: readonly Bet[]; part: 'unmatched' | 'matched'; isCompact?: boolean }) {
  const [toCancel, setToCancel] = useState<Bet | undefined>();
  const [toEdit, setToEdit] = useState<Bet | undefined>();
  const cancel = useCancelBet();

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: (bet) => {
        showToast(
          'success',
          `${formatRupees(toCancel.unmatched_stake)} on ${toCancel.selection} cancelled${bet.matched_stake > 0 ? '; the matched part stands' : ''}.`,
          t`Bet cancelled`,
        );
        setToCancel(undefined);
      },
      onError: (error) => showToast('error', errorMessage(error, t`Failed to cancel bet`), t`Not cancelled`),
    });
  };

  return (
    <>
      <ul className="flex flex-col gap-2">
        {bets.map((bet) => {
          const stake = part === 'unmatched' ? bet.unmatched_stake : bet.matched_stake;
          const odds = part === 'unmatched' ? bet.price : bet.avg_price;
          return (
            <li
              key={`${part}-${bet.id}`}
              className={`rounded-lg border-l-4 bg-ink-800 p-2.5 ring-1 ring-ink-600 ${bet.side === 'back' ? 'border-l-back' : 'border-l-lay'}`}
            >
              <div className="flex items-start gap-2">
                <SideBadge side={bet.side} isFancy={bet.market_type === 'fancy'} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-bold text-fg">
                    {bet.selection}
                    {bet.line !== null ? <span className="font-medium text-muted"> · {bet.line}</span> : null}
                  </p>
                  <p className="truncate text-xs text-subtle">
                    {bet.event} · {bet.market}
                  </p>
                </div>
                {isCompact ? null : <StatusBadge status={bet.status} />}
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
                <div>
                  <dt className="text-subtle">{t`Odds`}</dt>
                  <dd className="font-bold tabular-nums text-fg">{formatOdds(odds)}</dd>
                </div>
                <div>
                  <dt className="text-subtle">{part === 'unmatched' ? t`Unmatched` : t`Matched`}</dt>
                  <dd className="font-bold tabular-nums text-fg">{formatRupees(stake)}</dd>
                </div>
                <div className="text-right">
                  <dt className="text-subtle">{t`Placed`}</dt>
                  <dd className="tabular-nums text-muted">{formatBetTime(bet.placed_at)}</dd>
                </div>
              </dl>
              {part === 'unmatched' ? (
                <div className="mt-2 flex justify-end gap-2">
                  {bet.market_type === 'fancy' ? null : (
                    <Button variant="secondary" size="sm" onClick={() => setToEdit(bet)}>
                      {t`Edit`}
                    </Button>
                  )}
                  <Button variant="secondary" size="sm" onClick={() => setToCancel(bet)}>
                    {t`Cancel`}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <EditBetDialog bet={toEdit} onClose={() => setToEdit(undefined)} />
      <Dialog isOpen={toCancel !== undefined} onClose={() => setToCancel(undefined)} title={t`Cancel bet?`}>
        {toCancel ? (
          <p className="text-sm text-muted">
            {t`Cancel the unmatched ${formatRupees(toCancel.unmatched_stake)} of your ${toCancel.side} bet on`}
            <span className="font-semibold text-fg">{toCancel.selection}</span> {t`at ${formatOdds(toCancel.price)}?`}
            {toCancel.matched_stake > 0 ? ` The matched ${formatRupees(toCancel.matched_stake)} stands.` : ''}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setToCancel(undefined)}>
            {t`Keep bet`}
          </Button>
          <Button variant="danger" onClick={confirmCancel} isLoading={cancel.isPending}>
            {t`Cancel bet`}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Splits open bets into their unmatched and matched parts (a partly matched bet is in both). */
export function splitOpenBets(bets: readonly Bet[]): { unmatched: Bet[]; matched: Bet[] } {
  return {
    unmatched: bets.filter((bet) => bet.unmatched_stake > 0),
    matched: bets.filter((bet) => bet.matched_stake > 0),
  };
}
