import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ladderPriceSchema } from '@shared/schemas/exchange';
import { stakeSchema } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { Button, buttonClass } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { usePreferences } from '@web/lib/preferences';
import { useSessionUser } from '@web/lib/session';
import { useAcceptOdds } from './api/accept-odds';
import { createPlacementKeys } from './api/idempotency';
import { useBookMoney } from './api/book-money';
import { marketQueryOptions } from './api/market';
import { PLACE_BET_ERROR, usePlaceBet, type PlaceBetBody } from './api/place-bet';
import { betOutcome, parsePrice, stakeOf } from './bet-slip-math';
import { FancyRate, KeepInPlay, PriceField, QuickStakes, StakeField } from './bet-slip-fields';
import { BetDelayCountdown } from './bet-delay';
import { BetSlipResult } from './bet-slip-result';
import type { BetSelection } from './bet-slip-store';
import { formatPrice } from './format';

// The bet slip (spec §2, §4): the selection and side, the price by ladder ticks or typed (off
// the ladder refused), the stake with quick stakes, what the bet wins or risks, then Place Bet —
// a real order with one Idempotency-Key per placement — and what the exchange answered. In play
// the bet delay counts down while the order waits; if the price moved meanwhile and the player's
// "Accept odds changes" setting refused it, the slip says so and offers the new price.

type BetSlipProps = { selection: BetSelection; onClose: () => void };

export function BetSlip({ selection, onClose }: BetSlipProps) {
  const user = useSessionUser();
  const money = useBookMoney();
  const market = useQuery(marketQueryOptions(selection.marketId, money));
  const placement = usePlaceBet();
  const keys = useRef(createPlacementKeys());
  const [priceText, setPriceText] = useState(selection.price.toFixed(2));
  const [stakeText, setStakeText] = useState('');
  const [errors, setErrors] = useState<{ price?: string | undefined; stake?: string | undefined }>({});
  const [keepInPlay, setKeepInPlay] = useState(false);
  const acceptOdds = useAcceptOdds();
  // Settings → Bet slip: each bet waits for a second tap on Confirm before it is placed.
  const { confirmBets } = usePreferences().betting;
  const [toConfirm, setToConfirm] = useState<PlaceBetBody | undefined>(undefined);

  const isFancy = selection.marketType === 'fancy';
  /**
   * Match odds orders choose what their unmatched part does in play. A bookmaker bet never rests (the
   * house fills it whole or refuses it) and fancy lines are taken at once: nothing of them to keep.
   */
  const hasPersistence = selection.marketType === 'match_odds';
  const isBack = selection.side === 'back';
  const price = parsePrice(priceText);
  const stake = stakeOf(stakeText);
  const outcome = betOutcome(selection.side, price ?? 0, stake ?? 0);
  const book = market.data;
  const isSuspended = book?.status === 'SUSPENDED';
  const isClosed = book !== undefined && (book.status === 'CLOSED' || book.is_settled);
  const betDelay = book && book.in_play && !isFancy ? book.bet_delay : 0;
  const movedTo = movedPriceOf(placement.error);

  const changePrice = (text: string) => {
    setPriceText(text);
    setToConfirm(undefined);
    setErrors((current) => ({ ...current, price: undefined }));
    placement.reset();
  };
  const changeStake = (clean: string) => {
    setStakeText(clean);
    setToConfirm(undefined);
    setErrors((current) => ({ ...current, stake: undefined }));
    placement.reset();
  };

  const validate = (priceOverride?: number): PlaceBetBody | undefined => {
    const price = priceOverride ?? parsePrice(priceText);
    const priceCheck = ladderPriceSchema.safeParse(price ?? Number.NaN);
    const stakeCheck = stakeSchema.safeParse(stake ?? Number.NaN);
    let stakeError = stakeCheck.success ? undefined : (stakeCheck.error.issues[0]?.message ?? 'Enter a stake');
    if (stake === undefined) stakeError = 'Enter a stake';
    else if (!stakeError && book && stake < book.min_stake) stakeError = `Minimum stake is ${formatRupees(book.min_stake)}`;
    else if (!stakeError && book && stake > book.max_stake) stakeError = `Maximum stake for this market is ${formatRupees(book.max_stake)}`;
    const priceError = priceCheck.success ? undefined : (priceCheck.error.issues[0]?.message ?? 'Enter a price');
    setErrors({ price: priceError, stake: stakeError });
    if (priceError || stakeError || price === undefined || stake === undefined) return undefined;
    return {
      market_id: selection.marketId,
      runner_id: selection.runnerId,
      side: selection.side,
      price,
      stake,
      event_id: selection.eventId,
      ...(selection.line === null ? {} : { line: selection.line }),
      ...(hasPersistence ? { persistence: keepInPlay ? 'persist' : 'lapse' } : {}),
      ...(betDelay > 0 ? { accept_odds: acceptOdds } : {}),
    };
  };

  const place = (priceOverride?: number, isConfirmed = false) => {
    if (placement.isPending) return;
    const body = validate(priceOverride);
    if (!body) return;
    if (confirmBets && !isConfirmed) {
      setToConfirm(body);
      return;
    }
    setToConfirm(undefined);
    placement.mutate({ body, idempotencyKey: keys.current.keyFor(body) }, { onSuccess: () => keys.current.reset() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    place();
  };
  /** The price the exchange offered after the delay: taken into the slip and placed. */
  const placeAt = (offered: number) => {
    setPriceText(offered.toFixed(2));
    placement.reset();
    place(offered);
  };

  if (placement.data) {
    return <BetSlipResult bet={placement.data.bet} balance={placement.data.balance} selection={selection} onDone={onClose} onAgain={() => placement.reset()} />;
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className={cx('@container flex flex-col gap-3 rounded-xl p-3 ring-1', isBack ? 'bg-back/10 ring-back/40' : 'bg-lay/10 ring-lay/40')}
    >
      <div className="flex items-start gap-2">
        <span className={cx('rounded px-2 py-0.5 text-xs font-black uppercase text-on-price', isBack ? 'bg-back' : 'bg-lay')}>
          {isFancy ? (isBack ? t`Yes` : t`No`) : isBack ? t`Back` : t`Lay`}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-fg">
            {selection.runnerName}
            {selection.line !== null ? <span className="text-muted"> {t`· ${selection.line} runs`}</span> : null}
          </p>
          <p className="truncate text-xs text-subtle">
            {selection.marketName} · {selection.eventName}
          </p>
        </div>
      </div>

      {isSuspended ? (
        <p role="alert" className="rounded-md bg-warning/15 px-3 py-2 text-center text-xs font-bold uppercase tracking-wider text-warning">
          {t`Suspended — this market is not taking bets`}
        </p>
      ) : null}
      {isClosed ? (
        <p role="alert" className="rounded-md bg-danger/15 px-3 py-2 text-center text-xs font-bold text-danger">
          {t`This market is closed`}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-2 @xs:grid-cols-2">
        {isFancy ? <FancyRate price={selection.price} /> : <PriceField value={priceText} onChange={changePrice} error={errors.price} />}
        <StakeField value={stakeText} onChange={changeStake} error={errors.stake} />
      </div>
      <QuickStakes onPick={(value) => changeStake(String(value))} />
      {hasPersistence ? (
        <KeepInPlay
          checked={keepInPlay}
          isInPlay={book?.in_play === true}
          onChange={(checked) => {
            setKeepInPlay(checked);
            placement.reset();
          }}
        />
      ) : null}

      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-ink-900/70 px-3 py-2 text-xs">
        <div>
          <dt className="text-subtle">{isBack ? t`Profit` : t`Liability`}</dt>
          <dd data-testid="slip-primary" className={cx('text-sm font-bold tabular-nums', isBack ? 'text-success' : 'text-danger')}>
            {formatRupees(isBack ? outcome.profit : outcome.liability)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-subtle">{isBack ? t`Liability` : t`Profit`}</dt>
          <dd className="text-sm font-semibold tabular-nums text-muted">{formatRupees(isBack ? outcome.liability : outcome.profit)}</dd>
        </div>
      </dl>

      {book && book.in_play && book.bet_delay > 0 ? (
        <p className="text-center text-[11px] text-subtle">{t`In-play bets wait ${book.bet_delay} s before they are matched.`}</p>
      ) : null}
      {money === 'play' ? <p className="text-center text-[11px] text-subtle">{t`Play money: your bets are matched only with other play-money bets.`}</p> : null}
      {placement.isPending && betDelay > 0 ? <BetDelayCountdown seconds={betDelay} /> : null}
      {placement.error ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md bg-danger/10 px-3 py-2 text-center text-sm font-medium text-danger">
          <p>{errorMessage(placement.error, PLACE_BET_ERROR)}</p>
          {movedTo !== undefined ? (
            <Button size="sm" variant="secondary" onClick={() => placeAt(movedTo)}>
              {t`Place at ${movedTo.toFixed(2)}`}
            </Button>
          ) : null}
        </div>
      ) : null}

      {toConfirm ? (
        <ConfirmBet selection={selection} body={toConfirm} onEdit={() => setToConfirm(undefined)} onConfirm={() => place(toConfirm.price, true)} />
      ) : null}
      <div className={cx('grid grid-cols-2 gap-2', toConfirm && 'hidden')}>
        <Button variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
        {user ? (
          <Button type="submit" isLoading={placement.isPending} disabled={isSuspended || isClosed}>
            {placement.isPending ? t`Placing…` : t`Place Bet`}
          </Button>
        ) : (
          <Link to="/login" className={buttonClass('primary')} onClick={onClose}>
            {t`Login to bet`}
          </Link>
        )}
      </div>
    </form>
  );
}

/** The new price a refusal names when the price moved during the bet delay (409, errors.price). */
function movedPriceOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.errors?.price === undefined) return undefined;
  const price = Number(error.errors.price);
  return Number.isFinite(price) && price > 1 ? price : undefined;
}

type ConfirmBetProps = { selection: BetSelection; body: PlaceBetBody; onEdit: () => void; onConfirm: () => void };

/** The confirmation step (Settings → Bet slip → Confirm bets): what will be placed, then Confirm or Edit. */
function ConfirmBet({ selection, body, onEdit, onConfirm }: ConfirmBetProps) {
  const isBack = body.side === 'back';
  const side = selection.marketType === 'fancy' ? (isBack ? t`Yes` : t`No`) : isBack ? t`Back` : t`Lay`;
  const runner = selection.runnerName;
  const price = formatPrice(body.price);
  const amount = formatRupees(body.stake);
  const risk = formatRupees(betOutcome(body.side, body.price, body.stake).liability);
  return (
    <div role="group" aria-label={t`Confirm bet`} className="flex flex-col gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3">
      <p className="text-sm font-bold text-fg">{t`${side} ${runner} @ ${price} for ${amount}`}</p>
      <p className="text-xs text-muted">{t`You risk ${risk}. Place this bet?`}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {t`Edit`}
        </Button>
        <Button onClick={onConfirm}>{t`Confirm bet`}</Button>
      </div>
    </div>
  );
}
