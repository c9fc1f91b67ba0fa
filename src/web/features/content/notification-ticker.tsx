import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { cx } from '@web/components/cx';
import { ChevronLeftIcon, ChevronRightIcon, MegaphoneIcon } from '@web/components/first-screen-icons';
import { useTickerMessages } from './api/notifications';

export const TICKER_ROTATION_MS = 60_000;

/** Spec §2, §4: one message at a time; arrows and dots when more than one; advances every 60 s and wraps. */
export function NotificationTicker() {
  const { messages, isLoading } = useTickerMessages();
  const [index, setIndex] = useState(0);
  const count = messages.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), TICKER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [count, index]);

  const go = (step: number) => setIndex((value) => ((((value % count) + step) % count) + count) % count);

  return (
    <section aria-label={t`Announcements`} className="border-b border-ink-700 bg-ink-900">
      <div className="mx-auto flex h-12 max-w-[1600px] items-center gap-2 px-2 sm:h-10 sm:px-4">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-400/15 text-gold-400">
          <MegaphoneIcon className="size-4" />
        </span>
        <p
          aria-live="polite"
          title={isLoading ? undefined : messages[current]}
          className="line-clamp-2 min-w-0 flex-1 text-xs leading-snug text-fg/90 sm:line-clamp-1 sm:text-[13px]"
        >
          {isLoading ? t`Loading notification...` : messages[current]}
        </p>
        {count > 1 ? (
          <div className="flex shrink-0 items-center gap-1">
            <button
              type="button"
              onClick={() => go(-1)}
              className="rounded p-1 text-muted hover:bg-ink-700 hover:text-fg"
              aria-label={t`Previous notification`}
            >
              <ChevronLeftIcon className="size-4" />
            </button>
            {/* Dots on phones too (spec §2): 24 px targets, 20 px from sm up. */}
            <div className="flex items-center sm:gap-1">
              {messages.map((message, dot) => (
                <button
                  key={`${dot}-${message.slice(0, 12)}`}
                  type="button"
                  onClick={() => setIndex(dot)}
                  aria-label={t`Notification ${dot + 1} of ${count}`}
                  aria-current={dot === current ? 'true' : undefined}
                  className="grid size-6 place-items-center rounded-full sm:size-5"
                >
                  <span className={cx('block rounded-full transition-all', dot === current ? 'h-1.5 w-4 bg-gold-400' : 'size-1.5 bg-ink-400')} />
                </button>
              ))}
            </div>
            <button type="button" onClick={() => go(1)} className="rounded p-1 text-muted hover:bg-ink-700 hover:text-fg" aria-label={t`Next notification`}>
              <ChevronRightIcon className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
