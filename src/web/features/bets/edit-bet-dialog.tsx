import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Bet } from '@shared/schemas/bets';
import { formatRupees, isRupeeAmount } from '@shared/money';
import { isOnLadder, stepPrice, toDecimalPrice } from '@shared/odds-ladder';
import { Button } from '@web/components/button';
import { Dialog } from '@web/components/dialog';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { translateApiMessage } from '@web/i18n/i18n';
import { errorMessage } from '@web/lib/api-client';
import { formatOdds } from '@web/lib/format';
import { useEditBet } from './api/edit-bet';

// Editing the unmatched part of an open bet: a new price and/or stake. Lowering only the stake
// keeps the bet's place in the queue; a new price or a higher stake goes to the back of it.

type EditBetDialogProps = { bet: Bet | undefined; onClose: () => void };

export function EditBetDialog({ bet, onClose }: EditBetDialogProps) {
  return (
    <Dialog isOpen={bet !== undefined} onClose={onClose} title={t`Edit bet`}>
      {bet ? <EditBetForm key={bet.id} bet={bet} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditBetForm({ bet, onClose }: { bet: Bet; onClose: () => void }) {
  const [price, setPrice] = useState(bet.price.toFixed(2));
  const [stake, setStake] = useState(String(bet.unmatched_stake));
  const edit = useEditBet();
  const unmatched = formatRupees(bet.unmatched_stake);
  const matched = formatRupees(bet.matched_stake);
  const selection = bet.selection;
  const odds = formatOdds(bet.price);
  const newPrice = Number(price);
  const newStake = Number(stake);
  const priceError = price.trim() === '' || !isOnLadder(newPrice) ? translateApiMessage('Price must be on the odds ladder (1.01 to 1000)') : undefined;
  const stakeError = stake.trim() === '' || !isRupeeAmount(newStake) || newStake <= 0 ? t`Enter a stake in rupees` : undefined;
  const isSame = newPrice === bet.price && newStake === bet.unmatched_stake;
  const keepsPlace = newPrice === bet.price && newStake < bet.unmatched_stake;
  const tick = (direction: 1 | -1) => {
    if (!isOnLadder(newPrice)) return;
    setPrice(toDecimalPrice(stepPrice(Math.round(newPrice * 100), direction)).toFixed(2));
  };

  const submit = () => {
    if (priceError || stakeError || isSame) return;
    edit.mutate(
      { betId: bet.id, ...(newPrice === bet.price ? {} : { price: newPrice }), ...(newStake === bet.unmatched_stake ? {} : { stake: newStake }) },
      {
        onSuccess: (edited) => {
          const stakeText = formatRupees(edited.bet.unmatched_stake);
          const newOdds = formatOdds(edited.bet.price);
          showToast(
            'success',
            edited.kept_place
              ? t`${stakeText} on ${selection} at ${newOdds}: it keeps its place in the queue.`
              : t`${stakeText} on ${selection} at ${newOdds}: it is now at the back of the queue.`,
            t`Bet updated`,
          );
          onClose();
        },
        onError: (error) => showToast('error', errorMessage(error, t`Could not edit the bet`), t`Not changed`),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-muted">
        {bet.side === 'back' ? (
          <Trans>
            Your unmatched {unmatched} Back on <span className="font-semibold text-fg">{selection}</span> at {odds}.
          </Trans>
        ) : (
          <Trans>
            Your unmatched {unmatched} Lay on <span className="font-semibold text-fg">{selection}</span> at {odds}.
          </Trans>
        )}
        {bet.matched_stake > 0 ? ` ${t`The matched ${matched} stands.`}` : ''}
      </p>
      <div className="flex items-end gap-2">
        <Button variant="secondary" aria-label={t`Lower price`} onClick={() => tick(-1)}>
          −
        </Button>
        <TextField
          label={t`Price`}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={priceError}
          className="flex-1"
        />
        <Button variant="secondary" aria-label={t`Raise price`} onClick={() => tick(1)}>
          +
        </Button>
      </div>
      <TextField label={t`Unmatched stake (₹)`} inputMode="decimal" value={stake} onChange={(event) => setStake(event.target.value)} error={stakeError} />
      <p className="text-xs text-subtle">
        {isSame
          ? t`Change the price or the stake.`
          : keepsPlace
            ? t`Only the stake goes down: your bet keeps its place in the queue.`
            : t`A new price or a higher stake goes to the back of the queue.`}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t`Keep as it is`}
        </Button>
        <Button type="submit" isLoading={edit.isPending} disabled={Boolean(priceError || stakeError) || isSame}>
          {t`Update bet`}
        </Button>
      </div>
    </form>
  );
}
