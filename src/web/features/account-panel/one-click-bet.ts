import { useSyncExternalStore } from 'react';
import { readText, writeText } from '../../lib/local-store';

// The One Click Bet preference of the account sidebar (spec §2), kept on this device.

const KEY = 'lotus_one_click_bet';
const listeners = new Set<() => void>();

export function isOneClickBet(): boolean {
  return readText(KEY) === 'true';
}

export function setOneClickBet(value: boolean): void {
  writeText(KEY, String(value));
  for (const listener of listeners) listener();
}

export function useOneClickBet(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOneClickBet,
    () => false,
  );
  return [value, setOneClickBet];
}
