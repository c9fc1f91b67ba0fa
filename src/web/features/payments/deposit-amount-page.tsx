import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '@shared/money';
import { periodLabel } from '@shared/schemas/responsible-gambling';
import { DEPOSIT_MAX, DEPOSIT_MIN, depositAmountSchema, walletMessages } from '@shared/schemas/wallet';
import { Button } from '@web/components/button';
import { ArrowDownIcon } from '@web/components/icons';
import { BackLink, PageHeader } from '@web/components/page-header';
import { useWalletBalance, useWalletLimits } from '@web/lib/wallet';
import { addToAmount, checkAmount } from './amount';
import { AmountInput } from './amount-input';
import { DemoNotice, useIsDemoPlayer } from './demo-notice';
import { depositRefusal } from './deposit-room';
import { DEPOSIT_DETAILS_PATH } from './deposit-state';

export const QUICK_ADD_STEPS = [100, 200, 500, 1000] as const;

/** Step one of a deposit (spec §2, §5): the amount, 100 to 500000, with quick-add buttons. */
export function DepositAmountPage() {
  const navigate = useNavigate();
  const balance = useWalletBalance();
  const limits = useWalletLimits();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const isDemo = useIsDemoPlayer();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(text, depositAmountSchema, walletMessages.depositAmount);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    // Refused here, before the player pays, with the words the server would answer.
    const refusal = limits.data ? depositRefusal(limits.data, check.amount) : undefined;
    if (refusal) {
      setError(refusal);
      return;
    }
    navigate(DEPOSIT_DETAILS_PATH, { state: { amount: check.amount } });
  };

  const update = (value: string) => {
    setText(value);
    setError(undefined);
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-3 py-4 sm:px-4">
      <BackLink to="/wallet">{t`Wallet`}</BackLink>
      <PageHeader title={t`Deposit`} icon={<ArrowDownIcon className="size-5" />} subtitle={t`Add money by UPI or bank transfer`} />
      {isDemo ? <DemoNotice /> : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5">
        <div className="flex items-center justify-between rounded-xl bg-ink-800 px-3 py-2.5 text-sm ring-1 ring-ink-600">
          <span className="text-subtle">{t`Main Balance`}</span>
          <span className="font-bold tabular-nums text-fg">{balance.data ? formatRupees(balance.data.main_balance) : '—'}</span>
        </div>

        <AmountInput
          label={t`Deposit Amount`}
          placeholder={t`Enter amount`}
          value={text}
          onValueChange={update}
          error={error}
          hint={t`Minimum ${formatRupees(DEPOSIT_MIN)} · Maximum ${formatRupees(DEPOSIT_MAX)}`}
          autoFocus
        />

        <div className="grid grid-cols-4 gap-2" role="group" aria-label={t`Quick add`}>
          {QUICK_ADD_STEPS.map((step) => (
            <button
              key={step}
              type="button"
              onClick={() => update(addToAmount(text, step))}
              className="h-10 rounded-lg bg-ink-700 text-sm font-semibold text-fg ring-1 ring-ink-500 transition hover:bg-ink-600 hover:ring-lotus-400/50"
            >
              +{step}
            </button>
          ))}
        </div>

        {limits.data?.play_block ? (
          <p role="status" className="rounded-lg border border-gold-500/40 bg-gold-500/10 p-3 text-sm text-gold-400">
            {depositRefusal(limits.data, 0)}
          </p>
        ) : limits.data && !isDemo ? (
          // A demo player cannot deposit at all (the notice above says so): no room to speak of.
          <p className="text-xs text-subtle">
            <DepositRoomLine
              left={formatRupees(limits.data.deposit_left_now)}
              daily={formatRupees(limits.data.daily_deposit_limit)}
              own={limits.data.own_deposit_limit ? formatRupees(limits.data.own_deposit_limit.limit) : undefined}
              period={limits.data.own_deposit_limit ? periodLabel(limits.data.own_deposit_limit.period) : undefined}
            />{' '}
            <Link to="/responsible-gambling" className="underline hover:text-fg">
              {t`Set your own limits`}
            </Link>
          </p>
        ) : null}

        <Button type="submit" size="lg" variant="deposit" disabled={isDemo || Boolean(limits.data?.play_block)}>
          {t`Continue`}
        </Button>
      </form>

      <p className="px-1 text-xs leading-relaxed text-subtle">
        {t`Deposit only to the account details shown on the next step. Lotus never asks you to pay to an agent or to any other account.`}
      </p>
    </div>
  );
}

/** What the player may still deposit now, and the limits that decide it. */
function DepositRoomLine({ left, daily, own, period }: { left: string; daily: string; own: string | undefined; period: string | undefined }) {
  const amount = <span className="font-semibold text-muted">{left}</span>;
  if (own === undefined) {
    return (
      <Trans>
        You can deposit up to {amount} now (daily limit {daily}).
      </Trans>
    );
  }
  return (
    <Trans>
      You can deposit up to {amount} now (daily limit {daily}; your own limit {own} per {period}).
    </Trans>
  );
}
