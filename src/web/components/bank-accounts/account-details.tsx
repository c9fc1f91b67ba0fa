import type { WithdrawalAccount } from '@shared/schemas/wallet';
import { AccountBadge } from './account-badge';
import { BankIcon } from './bank-icon';

/** One withdrawal account as the player recognises it: bank, holder, masked number, IFSC. */
export function AccountDetails({ account }: { account: WithdrawalAccount }) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-back/10 text-back">
        <BankIcon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="truncate text-sm font-semibold text-fg">{account.bank_name}</p>
          <AccountBadge isActive={account.is_active} />
        </div>
        <p className="truncate text-xs text-muted">{account.account_holder_name}</p>
        <p className="mt-0.5 font-mono text-xs tracking-wide text-subtle">
          {account.account_number} · {account.ifsc_code}
        </p>
      </div>
    </div>
  );
}
