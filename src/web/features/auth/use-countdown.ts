import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (a time in ms), counted down once a second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Ticks while the caller is on screen, so a later `until` (a resend) counts from a fresh time.
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
