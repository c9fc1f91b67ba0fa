import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

// The matka card's countdown to close (spec §2, §4): 'D days: HH H: MM M: SS S' (in the player's
// language), refreshed each second, never below zero.

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(closesAt: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((closesAt - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3_600), minutes: Math.floor((left % 3_600) / 60), seconds: left % 60 };
}

const two = (value: number) => String(value).padStart(2, '0');

export function formatCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  const [hh, mm, ss] = [two(hours), two(minutes), two(seconds)];
  return t`${days} days: ${hh} H: ${mm} M: ${ss} S`;
}

/** The current time, ticking every `intervalMs`. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The bet screen's shorter countdown: 'HH:MM:SS', with the days in front when there are any. */
export function formatShortCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
