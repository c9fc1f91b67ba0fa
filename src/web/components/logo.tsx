import { t } from '@lingui/core/macro';
import { cx } from './cx';

/** The Lotus mark (drawn, not downloaded) and wordmark. */
export function LotusMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="lotus-petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb3c9" />
          <stop offset="1" stopColor="#e0436c" />
        </linearGradient>
        <linearGradient id="lotus-side" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff85a8" />
          <stop offset="1" stopColor="#a82a4d" />
        </linearGradient>
      </defs>
      <path d="M24 6c5 6 7 12 7 18s-3 12-7 14c-4-2-7-8-7-14s2-12 7-18z" fill="url(#lotus-petal)" />
      <path d="M6 18c7 0 13 4 16 10s2 10 2 10c-7 0-13-3-16-9S5 21 6 18z" fill="url(#lotus-side)" opacity=".9" />
      <path d="M42 18c-7 0-13 4-16 10s-2 10-2 10c7 0 13-3 16-9s3-8 2-11z" fill="url(#lotus-side)" opacity=".9" />
      <path d="M10 38c5 3 10 4 14 4s9-1 14-4" stroke="#eab23a" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The mark and the name; `nameClassName` on the name alone (the header hides it on the narrowest phones). */
export function Logo({ className, subtitle = 'exchange', nameClassName }: { className?: string; subtitle?: string; nameClassName?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <LotusMark className="size-8 shrink-0" />
      <span className={cx('flex flex-col leading-none', nameClassName)}>
        <span className="text-lg font-extrabold tracking-[0.18em] text-fg">{t`LOTUS`}</span>
        <span className="text-[10px] font-semibold uppercase tracking-[0.32em] text-lotus-300">{subtitle}</span>
      </span>
    </span>
  );
}
