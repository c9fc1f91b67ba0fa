import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { formatRupees } from '@shared/money';
import type { Bonus } from '@shared/schemas/promotions';
import { cx } from '@web/components/cx';
import { GiftIcon } from '@web/components/icons';
import { useBonusWallet } from '@web/lib/bonus-wallet';
import { formatDateTime } from '@web/lib/format';

const statusText = { active: 'Wagering', converted: 'Converted', expired: 'Expired' } as const;

/** The bonus wallet: each bonus's wagering progress and its rules in words, and deposit bonuses waiting. */
export function BonusProgress() {
  const wallet = useBonusWallet();
  const bonuses = wallet.data?.bonuses ?? [];
  const waiting = wallet.data?.awaiting_deposit ?? [];
  const shown = bonuses.filter((bonus) => bonus.status === 'active').concat(bonuses.filter((bonus) => bonus.status !== 'active').slice(0, 3));
  return (
    <section aria-labelledby="bonus-wallet-title" className="rounded-xl border border-ink-600 bg-ink-850 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bonus-wallet-title" className="flex items-center gap-2 text-sm font-bold text-fg">
          <GiftIcon className="size-4 text-gold-400" /> {t`Bonus wallet`}
        </h2>
        <Link to="/promotions" className="text-sm font-semibold text-lotus-300 hover:underline">
          {t`Redeem a promotion code`}
        </Link>
      </div>
      {wallet.isError ? <p className="mt-2 text-sm text-danger">{t`Failed to load your bonuses`}</p> : null}
      {wallet.isSuccess && shown.length === 0 && waiting.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t`No bonuses yet. Bonus money cannot be withdrawn until its wagering is met and it moves to your main balance.`}</p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2">
        {waiting.map((item) => (
          <li key={item.promotion_code} className="rounded-lg bg-ink-800 p-3 text-sm">
            <p className="font-semibold text-fg">
              {item.title} <span className="font-mono text-xs text-subtle">{item.promotion_code}</span> {t`— waiting for your next deposit`}
            </p>
            <p className="mt-1 text-xs text-muted">{item.rules}</p>
          </li>
        ))}
        {shown.map((bonus) => (
          <BonusRow key={bonus.id} bonus={bonus} />
        ))}
      </ul>
    </section>
  );
}

function BonusRow({ bonus }: { bonus: Bonus }) {
  const percent = bonus.wagering_required === 0 ? 100 : Math.min(100, Math.floor((bonus.wagered / bonus.wagering_required) * 100));
  return (
    <li className="rounded-lg bg-ink-800 p-3 text-sm" data-testid="bonus-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-fg">
          {bonus.title} <span className="tabular-nums text-gold-400">{formatRupees(bonus.amount)}</span>
        </p>
        <span
          className={cx('text-xs font-semibold', bonus.status === 'active' ? 'text-lotus-300' : bonus.status === 'converted' ? 'text-back' : 'text-subtle')}
        >
          {statusText[bonus.status]}
        </span>
      </div>
      {bonus.status === 'active' ? (
        <>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-ink-700"
            role="progressbar"
            aria-label={t`Wagering of ${bonus.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full rounded-full bg-lotus-400" style={{ width: `${percent}%` }} />
          </div>
          {bonus.queued ? <p className="mt-1 text-xs text-muted">{t`Waiting: its wagering starts when your earlier bonus converts or expires.`}</p> : null}
          <p className="mt-1 text-xs tabular-nums text-muted">
            {t`Wagered ${formatRupees(bonus.wagered)} of ${formatRupees(bonus.wagering_required)} · ${formatRupees(bonus.remaining)} to go · expires ${formatDateTime(bonus.expires_at)}`}
          </p>
        </>
      ) : null}
      <p className="mt-1 text-xs text-subtle">{bonus.rules}</p>
    </li>
  );
}
