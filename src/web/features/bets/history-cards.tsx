import { t } from '@lingui/core/macro';
import type { BetSummary } from '@shared/schemas/bets';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { formatSigned, profitTone } from '@web/lib/format';

// Bet History's five cards (spec §2), from the server's summary of every bet the filters select.
// Net Profit is after the exchange's commission. It is not Betting Profit and Loss's figure (that
// page counts settled exchange markets and Matka draws by the day they settled, no casino), so
// the note under the cards says what this one counts, tab by tab.

type CountedTab = 'all' | 'sports' | 'casino' | 'matka';

function countedText(tab: CountedTab): string {
  switch (tab) {
    case 'sports':
      return t`Net Profit: the exchange bets listed, by the day placed, after commission. Betting Profit & Loss counts markets by the day they settled, and Matka draws too.`;
    case 'casino':
      return t`Net Profit: the casino rounds listed, by the day placed: winnings minus stakes.`;
    case 'matka':
      return t`Net Profit: the Matka bets listed, by the day placed: winnings minus stakes. Betting Profit & Loss counts them by the day their draw settled.`;
    case 'all':
      return t`Net Profit: every exchange bet (after commission), casino round and Matka bet listed, by the day placed. Betting Profit & Loss leaves casino rounds out.`;
  }
}

export function HistoryCards({ summary, tab }: { summary: BetSummary | undefined; tab: CountedTab }) {
  const cards = [
    { label: t`Total Bets`, value: summary ? String(summary.total_bets) : '—', tone: 'text-fg' },
    { label: t`Bets Won`, value: summary ? String(summary.bets_won) : '—', tone: 'text-success' },
    { label: t`Win Rate`, value: summary ? `${summary.win_rate.toFixed(1)}%` : '—', tone: 'text-gold-400' },
    { label: t`Total Staked`, value: summary ? formatRupees(summary.total_staked) : '—', tone: 'text-back' },
    { label: t`Net Profit`, value: summary ? formatSigned(summary.net_profit) : '—', tone: summary ? profitTone(summary.net_profit) : 'text-fg' },
  ];
  return (
    <div className="flex flex-col gap-1">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {cards.map((card, index) => (
          <div key={card.label} className={cx('rounded-xl border border-ink-600 bg-ink-850 px-3 py-2.5', index === 4 && 'col-span-2 sm:col-span-1')}>
            <dt className="text-[11px] font-semibold uppercase tracking-wider text-subtle">{card.label}</dt>
            <dd className={cx('mt-1 truncate text-lg font-black tabular-nums', card.tone)}>{card.value}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="history-counts" className="text-right text-[11px] text-subtle">
        {countedText(tab)}
      </p>
    </div>
  );
}
