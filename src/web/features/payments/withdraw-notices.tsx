import { t } from '@lingui/core/macro';
import { ShieldIcon } from '@web/components/icons';

// Spec §2: every notice of the withdraw screen (the spec's English; read in render, in the player's language).
const withdrawNotices = () => [
  t`Only your main wallet balance can be withdrawn. Bonus balance cannot be withdrawn.`,
  t`Your withdrawal account should match the account you deposited from.`,
  t`Bank accounts shared between players are blocked, and every linked user is blocked with them.`,
  t`A withdrawal takes at most 45 minutes. If the money has not reached your account after 45 minutes, please contact support.`,
];

export function WithdrawNotices() {
  return (
    <section aria-labelledby="withdraw-notices" className="rounded-xl border border-gold-400/30 bg-gold-400/5 p-4">
      <h2 id="withdraw-notices" className="mb-2 flex items-center gap-2 text-sm font-bold text-gold-400">
        <ShieldIcon className="size-4" /> {t`Please note`}
      </h2>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-xs leading-relaxed text-muted marker:text-gold-500">
        {withdrawNotices().map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </section>
  );
}
