import { t } from '@lingui/core/macro';
import type { BetSide, BetStatus } from '@shared/schemas/bets';
import { cx } from '@web/components/cx';
import { statusLabels, statusTones } from './bet-status';

export function SideBadge({ side, isFancy = false }: { side: BetSide; isFancy?: boolean }) {
  const label = isFancy ? (side === 'back' ? t`Yes` : t`No`) : side === 'back' ? t`Back` : t`Lay`;
  return <span className={cx('rounded px-1.5 py-0.5 text-[10px] font-black uppercase text-on-price', side === 'back' ? 'bg-back' : 'bg-lay')}>{label}</span>;
}

export function CasinoBadge() {
  return <span className="rounded bg-gold-400 px-1.5 py-0.5 text-[10px] font-black uppercase text-ink-950">{t`Casino`}</span>;
}

export function MatkaBadge() {
  return <span className="rounded bg-lotus-300 px-1.5 py-0.5 text-[10px] font-black uppercase text-ink-950">{t`Matka`}</span>;
}

export function StatusBadge({ status }: { status: BetStatus }) {
  return <span className={cx('rounded-full px-2 py-0.5 text-[11px] font-semibold', statusTones[status])}>{statusLabels()[status]}</span>;
}
