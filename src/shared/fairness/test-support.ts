import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';

// Test-only helpers for the fairness tests (Node; never imported by game code).

/**
 * The float stream derived by hand with node:crypto, independently of hmac.ts: the bytes of
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) for rounds 0, 1, …, four per float,
 * float = b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */
export function deriveFloatsByHand(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round++) {
    bytes.push(...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest());
  }
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.slice(i * 4, i * 4 + 4);
    floats.push(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
  }
  return floats;
}

/**
 * mulberry32: a fast seeded 32-bit PRNG. Its outputs over 2³² land on the same lattice as the
 * HMAC floats (k / 2³²), so a simulation feeds the outcome functions exactly the kind of float a
 * real round does, a million times faster.
 */
export function createRandom(seed: number): { nextUint32: () => number; nextFloat: () => number } {
  let state = seed >>> 0;
  const nextUint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { nextUint32, nextFloat: () => nextUint32() / 2 ** 32 };
}

export interface RtpEstimate {
  readonly rounds: number;
  /** Mean return per unit staked. */
  readonly rtp: number;
  /** Standard error of that mean, from the sample variance of the per-round returns. */
  readonly standardError: number;
}

/** Plays `rounds` unit-stake rounds; playRound returns what round i paid back (its multiplier, 0 on a loss). */
export function simulateRtp(rounds: number, playRound: (round: number) => number): RtpEstimate {
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < rounds; round++) {
    const returned = playRound(round);
    sum += returned;
    sumOfSquares += returned * returned;
  }
  const rtp = sum / rounds;
  const variance = (sumOfSquares - rounds * rtp * rtp) / (rounds - 1);
  return { rounds, rtp, standardError: Math.sqrt(variance / rounds) };
}

/**
 * The realised RTP lies within 4 standard errors of the exact expected RTP. The mean of a million
 * independent returns is normal to a very good approximation, so a correct payout table fails this
 * with probability about 6 × 10⁻⁵, while a table that is off by 4 SE or more fails it about half the
 * time or more. The seed is fixed, so the test is deterministic either way.
 * With FAIRNESS_RTP_REPORT=1 the figures are printed.
 */
export function expectRtpNear(label: string, estimate: RtpEstimate, expected: number): void {
  const tolerance = 4 * estimate.standardError;
  if (process.env.FAIRNESS_RTP_REPORT) {
    const pct = (value: number) => `${(value * 100).toFixed(3)}%`;
    console.info(`${label}: realised ${pct(estimate.rtp)}, expected ${pct(expected)}, ±${pct(tolerance)} (4 SE)`);
  }
  expect(Math.abs(estimate.rtp - expected)).toBeLessThanOrEqual(tolerance);
}

/** fast-check floats as the byte stream makes them: k / 2³² for any 32-bit k (0 and 1 − 2⁻³² included). */
export function latticeFloat(): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((k) => k / 2 ** 32);
}
