import { t } from '@lingui/core/macro';
import type { Balance } from '@shared/schemas/wallet';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';

type Card = { label: string; value: number | undefined; tone: string; note?: string | undefined };

/** The four cards of spec §2: Main, Bonus, Net Exposure, Total. */
export function BalanceCards({ balance, isLoading }: { balance: Balance | undefined; isLoading: boolean }) {
  const cards: Card[] = [
    {
      label: t`Main Balance`,
      value: balance?.main_balance,
      tone: 'text-fg',
      note: balance ? t`Available ${formatRupees(balance.available_credit)}` : undefined,
    },
    { label: t`Bonus Balance`, value: balance?.bonus_balance, tone: 'text-gold-400', note: t`Not withdrawable` },
    { label: t`Net Exposure`, value: balance?.net_exposure, tone: 'text-lay', note: t`Held for open bets` },
    { label: t`Total Balance`, value: balance?.total_balance, tone: 'text-back', note: t`Main + bonus` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-busy={isLoading}>
      {cards.map((card, index) => (
        <div
          key={card.label}
          className={cx('rounded-xl p-3 ring-1 ring-ink-600 sm:p-4', index === 0 ? 'bg-ink-gradient ring-lotus-500/30' : 'bg-ink-850')}
          data-testid={`balance-${card.label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          <dt className="text-xs font-medium text-subtle">{card.label}</dt>
          <dd className={cx('mt-1 truncate text-lg font-bold tabular-nums sm:text-xl', card.tone)}>
            {card.value === undefined ? <span className="inline-block h-6 w-24 animate-pulse rounded bg-ink-700 align-middle" /> : formatRupees(card.value)}
          </dd>
          {card.note ? <dd className="mt-0.5 truncate text-[11px] text-subtle">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
