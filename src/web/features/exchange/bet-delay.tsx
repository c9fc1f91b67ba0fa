import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { ClockIcon } from '@web/components/icons';

// The in-play bet delay while a bet waits on the server: seconds left, then "Matching…".

export function BetDelayCountdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))), 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-md bg-warning/15 px-3 py-2 text-sm font-bold tabular-nums text-warning">
      <ClockIcon className="size-4" />
      {left > 0 ? t`Bet delay: ${left} s` : t`Matching…`}
    </p>
  );
}
