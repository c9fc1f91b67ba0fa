import { t } from '@lingui/core/macro';
import { RulesContent } from './rules-content';

// The terms and conditions a player accepts at sign-up (/terms): who may play, the account, money,
// and the Rules & Regulations of every product.

function termsOf(): string[] {
  return [
    t`Lotus is for players aged 18 and over where online betting is lawful for them. You are responsible for checking the law where you live.`,
    t`One account per person, registered with your own mobile number. Keep your password and your withdrawal password to yourself; bets placed on your account are yours.`,
    t`Deposits are credited once an operator checks them against the payment. Withdrawals go only to bank accounts in your own name.`,
    t`Bonus money can be played but never withdrawn. Promotions have their own conditions, shown with each one.`,
    t`We may suspend or close an account used for fraud, collusion, several accounts or money laundering, and hold its money while we look into it.`,
    t`You can set deposit and loss limits, take a time-out or exclude yourself under Responsible Gambling at any time.`,
    t`If you disagree with a result or a decision, contact support: we answer every complaint and correct our errors.`,
  ];
}

export function TermsPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-3 py-4 sm:px-4">
      <h1 className="text-xl font-bold text-fg">{t`Terms and conditions`}</h1>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-muted">
        {termsOf().map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <h2 className="text-lg font-bold text-fg">{t`Rules & Regulations`}</h2>
      <RulesContent />
    </div>
  );
}
