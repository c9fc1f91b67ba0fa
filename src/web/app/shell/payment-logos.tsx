import { t } from '@lingui/core/macro';
// The payment methods of spec §1 as drawn badges (no logo files from other hosts).

import type { ReactNode } from 'react';

type PaymentBadge = { name: string; mark: ReactNode; tone: string };

const BankMark = (
  <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
    <path d="M8 1l7 4v1H1V5zM2 7h2v5H2zm5 0h2v5H7zm5 0h2v5h-2zM1 13h14v2H1z" />
  </svg>
);
const UpiMark = (
  <svg viewBox="0 0 16 16" className="size-3.5">
    <path d="M4 2l6 6-6 6z" fill="#f97316" />
    <path d="M8 2l6 6-6 6z" fill="#16a34a" />
  </svg>
);
const SwapMark = (
  <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M2 5h11l-3-3M14 11H3l3 3" />
  </svg>
);
const StarMark = (
  <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
    <path d="M8 0l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
  </svg>
);

export const paymentBadges: PaymentBadge[] = [
  { name: 'Bank Deposit', mark: BankMark, tone: 'from-slate-200 to-slate-400 text-ink-950' },
  { name: 'Rupee-O', mark: '₹', tone: 'from-amber-200 to-amber-400 text-ink-950' },
  { name: 'UPI', mark: UpiMark, tone: 'from-orange-100 to-emerald-200 text-ink-950' },
  { name: 'PhonePe', mark: 'पे', tone: 'from-violet-500 to-violet-700 text-white' },
  { name: 'Paytm', mark: 'P', tone: 'from-sky-100 to-sky-300 text-[#0b2a6b]' },
  { name: 'IMPS', mark: SwapMark, tone: 'from-cyan-200 to-blue-300 text-ink-950' },
  { name: 'FreeCharge', mark: 'F', tone: 'from-orange-300 to-orange-500 text-ink-950' },
  { name: 'GPay', mark: 'G', tone: 'from-white to-slate-200 text-ink-950' },
  { name: 'Airtel Payments', mark: 'a', tone: 'from-red-500 to-red-700 text-white' },
  { name: 'AstroPay', mark: StarMark, tone: 'from-lime-200 to-lime-400 text-ink-950' },
];

export function PaymentLogos() {
  return (
    <ul aria-label={t`Payment methods`} className="flex flex-wrap gap-2">
      {paymentBadges.map((badge) => (
        <li key={badge.name} className={`flex h-8 items-center gap-1.5 rounded-md bg-gradient-to-br px-2.5 text-xs font-bold shadow-sm ${badge.tone}`}>
          <span aria-hidden="true" className="text-sm font-black leading-none">
            {badge.mark}
          </span>
          <span>{badge.name}</span>
        </li>
      ))}
    </ul>
  );
}
