import { useSyncExternalStore } from 'react';
import type { BetSide } from '@shared/schemas/bets';
import type { MarketType } from '@shared/schemas/exchange';

// The selection the bet slip is open on (a price click sets it; Cancel or a placed bet clears
// it). A tiny store so the price buttons, the mobile dialog and the desktop sidebar tab share
// it without loading the slip itself until a price is clicked.

export type BetSelection = {
  marketId: number;
  runnerId: number;
  side: BetSide;
  /** The price clicked (decimal odds); the slip lets the player change it. */
  price: number;
  /** Fancy lines: the line clicked (YES or NO at this many runs). */
  line: number | null;
  runnerName: string;
  marketName: string;
  marketType: MarketType;
  eventId: number;
  eventName: string;
  sport: string;
};

export type BetSlipState = { selection: BetSelection; nonce: number } | undefined;

let state: BetSlipState;
let nonce = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openBetSlip(selection: BetSelection): void {
  nonce += 1;
  state = { selection, nonce };
  emit();
}

export function closeBetSlip(): void {
  if (!state) return;
  state = undefined;
  emit();
}

export function getBetSlip(): BetSlipState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBetSlip(): BetSlipState {
  return useSyncExternalStore(subscribe, getBetSlip, () => undefined);
}
