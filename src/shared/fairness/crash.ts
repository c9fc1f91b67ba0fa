import { assertUnitFloat, hexToBytes, hmacSha256Hex, sha256Hex } from './hmac';

// Aviator-style crash: one shared round for every player, so the outcome cannot come from a
// player's client seed. We use bustabit's published scheme instead:
// - a chain of game hashes is generated BACKWARDS from a secret seed: h_last = sha256(seed),
//   h_{n} = sha256(h_{n+1}) (SHA-256 of the previous hash's 64-character hex text), and the
//   hash after the first game (the terminating hash) is published before the first game;
// - games are played from the end of the generation order, so each revealed game hash hashes to
//   the one played before it, and no one (the house included) can change a future game;
// - a game's crash point comes from the first 52 bits of its hash, or of
//   HMAC_SHA256(key = public salt, message = the hash's 32 bytes) when a salt is used (the salt,
//   e.g. a future Bitcoin block hash, proves the chain was fixed before the salt was known).
// Crash point formula (bustabit v2, 1% edge): u = r / 2^52 with r the 52 bits,
// crash = max(1, floor(99 / (1 − u)) / 100). Then P(crash ≥ x) = 0.99 / x for every cash-out
// x ≥ 1.01, so every cash-out returns 99% exactly (to within 2^-52). About 1 game in 50.5 busts
// at 1.00×. The older v1 formula (instant bust 1 in 101, then (100·2^52 − r)/(2^52 − r)) does not
// give a flat edge (about 1.5% at a 2× cash-out), which is why we do not use it.

export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_HASH_BITS = 52;
/** The lowest cash-out: cashing out at 1.00× could never lose. */
export const CRASH_MIN_CASHOUT = 1.01;
/** Growth rate of the multiplier curve, per millisecond (bustabit's). */
export const CRASH_GROWTH_PER_MS = 0.00006;

const TWO_POW_52 = 2 ** CRASH_HASH_BITS;

/** The crash point (≥ 1.00, two decimals) from u in [0, 1); u is r / 2^52 in real rounds. */
export function crashPointFromFloat(u: number): number {
  assertUnitFloat(u);
  return Math.max(100, Math.floor(99 / (1 - u))) / 100;
}

/** The crash point from the 52-bit integer r (0 ≤ r < 2^52). */
export function crashPointFromBits(r: number): number {
  if (!Number.isSafeInteger(r) || r < 0 || r >= TWO_POW_52) throw new RangeError(`not a 52-bit integer: ${r}`);
  return crashPointFromFloat(r / TWO_POW_52);
}

function assertGameHash(hash: string): void {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new RangeError('a game hash is 64 lower-case hex characters');
}

/** The crash point of a game, from its hash and (when the chain uses one) the public salt. */
export async function crashPointFromHash(gameHash: string, salt?: string): Promise<number> {
  assertGameHash(gameHash);
  const source = salt === undefined ? gameHash : await hmacSha256Hex(salt, hexToBytes(gameHash));
  return crashPointFromBits(Number.parseInt(source.slice(0, CRASH_HASH_BITS / 4), 16));
}

export interface HashChain {
  /** Published before the first game: sha256 of the first game's hash. */
  readonly terminatingHash: string;
  /** Game hashes in PLAY order: gameHashes[0] is played first. */
  readonly gameHashes: readonly string[];
}

/**
 * A chain of `length` game hashes from a secret seed. Fine for tests and short chains; a
 * production chain of millions is generated once, offline, and only its terminating hash published.
 */
export async function generateHashChain({ seed, length }: { seed: string; length: number }): Promise<HashChain> {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`chain length must be ≥ 1: ${length}`);
  if (seed.length === 0) throw new RangeError('chain seed is empty');
  const generated: string[] = [];
  let hash = await sha256Hex(seed);
  for (let i = 0; i < length; i++) {
    generated.push(hash);
    hash = await sha256Hex(hash);
  }
  return { terminatingHash: hash, gameHashes: generated.reverse() };
}

/**
 * True when `nextHash` is the game played right after `hash` on the same chain
 * (sha256(nextHash) = hash). With hash = the terminating hash, checks the first game.
 */
export async function verifyChainLink(hash: string, nextHash: string): Promise<boolean> {
  assertGameHash(hash);
  assertGameHash(nextHash);
  return (await sha256Hex(nextHash)) === hash;
}

/** The hash of the game played before this one. */
export function previousGameHash(gameHash: string): Promise<string> {
  assertGameHash(gameHash);
  return sha256Hex(gameHash);
}

function toHundredths(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/** The multiplier shown `elapsedMs` after take-off: floor(100 · e^(0.00006 · t)) / 100. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) throw new RangeError(`elapsed time must be ≥ 0: ${elapsedMs}`);
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)) / 100;
}

/**
 * The first whole millisecond at which crashMultiplierAt reaches `multiplier`: when the game loop
 * ends a round that crashes at that point, and when the UI's curve gets there. The closed form
 * ln(m) / 0.00006 is only a first guess; the nudges make it agree with crashMultiplierAt exactly,
 * whatever floating point does at the boundary.
 */
export function crashElapsedMsFor(multiplier: number): number {
  const target = toHundredths(multiplier);
  if (!Number.isFinite(multiplier) || target < 100) throw new RangeError(`multiplier must be ≥ 1.00: ${multiplier}`);
  const reaches = (ms: number) => toHundredths(crashMultiplierAt(ms)) >= target;
  let ms = Math.max(0, Math.ceil(Math.log(target / 100) / CRASH_GROWTH_PER_MS));
  while (!reaches(ms)) ms++;
  while (ms > 0 && reaches(ms - 1)) ms--;
  return ms;
}

export interface CrashResult {
  readonly won: boolean;
  /** The cash-out multiplier when won, 0 when the plane left first. */
  readonly multiplier: number;
}

/** A bet that cashes out at `cashoutAt` wins when the round reaches it: cashoutAt ≤ crash point. */
export function settleCrash({ crashPoint, cashoutAt }: { crashPoint: number; cashoutAt: number }): CrashResult {
  if (toHundredths(cashoutAt) < toHundredths(CRASH_MIN_CASHOUT)) throw new RangeError(`cash-out must be ≥ 1.01: ${cashoutAt}`);
  const won = toHundredths(cashoutAt) <= toHundredths(crashPoint);
  return { won, multiplier: won ? toHundredths(cashoutAt) / 100 : 0 };
}

/**
 * Exact P(crash point ≥ cashoutAt) over the 2^52 equally likely hashes. The crash point rises with
 * r, so a binary search finds the first r that reaches the cash-out.
 */
export function crashWinChance(cashoutAt: number): number {
  const target = toHundredths(cashoutAt);
  if (target < toHundredths(CRASH_MIN_CASHOUT)) throw new RangeError(`cash-out must be ≥ 1.01: ${cashoutAt}`);
  let low = 0;
  let high = TWO_POW_52; // the first r that reaches the target lies in [low, high]
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (toHundredths(crashPointFromBits(mid)) >= target) high = mid;
    else low = mid + 1;
  }
  return (TWO_POW_52 - low) / TWO_POW_52;
}

/** Exact return to player of cashing out at `cashoutAt` (99% to within 2^-52 × cashoutAt). */
export function crashRtp(cashoutAt: number): number {
  return (toHundredths(cashoutAt) / 100) * crashWinChance(cashoutAt);
}
