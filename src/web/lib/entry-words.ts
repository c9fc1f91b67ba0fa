import { t } from '@lingui/core/macro';
import type { EntrySubject, StatementRow, WalletTransaction } from '@shared/schemas/wallet';
import { formatDate } from './format';

// The wallet's words for a money movement, in the player's language: what kind of entry it was
// (the statement's description, the transactions' method) and what it was for (the event and
// market, the game and round, the Matka draw, the deposit's UTR), from the parts the API sends.
// Names (events, markets, games, Matka markets) are shown as the site holds them; a promotion's
// title comes in the operator's version for the player's language (the API picks it).

/** The statement's description of a ledger entry, by its kind (the API's English when the kind is new). */
export function entryDescription(row: Pick<StatementRow, 'kind' | 'description'>): string {
  const words: Record<string, string> = {
    deposit: t`Deposit`,
    withdrawal_hold: t`Withdrawal request`,
    withdrawal_paid: t`Withdrawal paid`,
    withdrawal_released: t`Withdrawal rejected: amount returned`,
    bet_hold: t`Bet placed: exposure held`,
    bet_release: t`Exposure released`,
    bet_win: t`Bet won`,
    bet_loss: t`Bet lost`,
    commission: t`Commission`,
    casino_debit: t`Casino bet`,
    casino_credit: t`Casino win`,
    casino_rollback: t`Casino refund`,
    bonus: t`Bonus`,
    adjustment: t`Adjustment`,
    bonus_conversion: t`Bonus converted to main balance`,
    bonus_expiry: t`Bonus expired`,
    bonus_clawback: t`Bonus clawed back: self-referral`,
  };
  return words[row.kind] ?? row.description;
}

/** Where a transaction's money came from or went, by what it was for (the payment option or bank as the API names them). */
export function transactionMethod(transaction: Pick<WalletTransaction, 'method' | 'subject' | 'type'>): string {
  if (transaction.type === 'deposit' || transaction.type === 'withdrawal') return transaction.method;
  const words: Partial<Record<EntrySubject['kind'], string>> = {
    exchange: t`Exchange`,
    casino: t`Casino`,
    matka: t`Matka`,
    bonus: t`Bonus`,
    play_money: t`Bonus`,
    adjustment: t`Adjustment`,
  };
  return words[transaction.subject.kind] ?? transaction.method;
}

/** What the money was for: "India v Australia, Match Odds", "Dice, round 12", "Kalyan, draw of 28 Nov 2026 · bet #4", "UTR 1234…". */
export function subjectWords(subject: EntrySubject): string {
  switch (subject.kind) {
    case 'exchange':
      return [subject.event, subject.market].filter(Boolean).join(', ');
    case 'casino': {
      const game = subject.game ?? t`Casino`;
      const round = subject.round;
      return round ? t`${game}, round ${round}` : game;
    }
    case 'matka':
      return matkaWords(subject);
    case 'deposit': {
      const utr = subject.utr;
      return utr ? t`UTR ${utr}` : '';
    }
    case 'withdrawal': {
      const id = subject.withdrawal_id ?? 0;
      const reason = subject.reason;
      return reason ? t`Withdrawal #${id}: ${reason}` : t`Withdrawal #${id}`;
    }
    case 'bonus':
      return subject.bonus ?? t`Bonus credited`;
    case 'play_money':
      return t`Play money to try Lotus`;
    case 'adjustment':
      return t`Adjustment by Lotus`;
    case 'other':
      return '';
  }
}

function matkaWords(subject: EntrySubject): string {
  const market = subject.draw ?? t`Matka`;
  const day = subject.draw_date ? formatDate(`${subject.draw_date}T00:00:00+05:30`) : '';
  const bet = subject.matka_bet_id ?? 0;
  const draw = t`${market}, draw of ${day} · bet #${bet}`;
  if (subject.matka_step === 'void') return `${draw}: ${t`draw void, stake refunded`}`;
  if (subject.matka_step === 'corrected') return `${draw}: ${t`result corrected`}`;
  return draw;
}
