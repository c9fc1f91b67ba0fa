import { useSyncExternalStore } from 'react';
import { readText, writeText } from '@web/lib/local-store';

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

// The preset stake One Click Bet places (rupees), editable beside the checkbox.
const STAKE_KEY = 'lotus_one_click_stake';
export const DEFAULT_ONE_CLICK_STAKE = 1000;
const stakeListeners = new Set<() => void>();

export function getOneClickStake(): number {
  const stored = Number(readText(STAKE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_ONE_CLICK_STAKE;
}

export function setOneClickStake(value: number): void {
  writeText(STAKE_KEY, String(value));
  for (const listener of stakeListeners) listener();
}

export function useOneClickStake(): [number, (value: number) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      stakeListeners.add(listener);
      return () => stakeListeners.delete(listener);
    },
    getOneClickStake,
    () => DEFAULT_ONE_CLICK_STAKE,
  );
  return [value, setOneClickStake];
}
