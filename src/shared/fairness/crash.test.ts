import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crashElapsedMsFor,
  crashMultiplierAt,
  crashPointFromBits,
  crashPointFromHash,
  crashRtp,
  crashWinChance,
  generateHashChain,
  previousGameHash,
  settleCrash,
  verifyChainLink,
} from './crash';
import { createRandom, expectRtpNear, simulateRtp } from './test-support';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** bustabit's formula written out by hand from a hex string's first 13 digits. */
const crashByHand = (hex: string) => {
  const r = Number.parseInt(hex.slice(0, 13), 16);
  return Math.max(1, Math.floor(99 / (1 - r / 2 ** 52)) / 100);
};
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';

describe('crash', () => {
  it('derives the crash point from the first 52 bits of the game hash (published vector)', async () => {
    const gameHash = sha256('lotus');
    expect(await crashPointFromHash(gameHash)).toBe(crashByHand(gameHash));
    expect(await crashPointFromHash(gameHash)).toBe(1.58); // game hash sha256('lotus')
  });

  it('with a salt, from HMAC(key = salt, message = the hash bytes)', async () => {
    const gameHash = sha256('lotus');
    const mixed = createHmac('sha256', SALT).update(Buffer.from(gameHash, 'hex')).digest('hex');
    expect(await crashPointFromHash(gameHash, SALT)).toBe(crashByHand(mixed));
    expect(await crashPointFromHash(gameHash, SALT)).toBe(1.43);
  });

  it('chains game hashes so each revealed hash hashes to the game before it', async () => {
    const chain = await generateHashChain({ seed: 'secret chain seed', length: 6 });
    const [first = '', ...rest] = chain.gameHashes;
    expect(chain.gameHashes).toHaveLength(6);
    expect(sha256(first)).toBe(chain.terminatingHash);
    expect(await verifyChainLink(chain.terminatingHash, first)).toBe(true);
    let played = first;
    for (const next of rest) {
      expect(sha256(next)).toBe(played); // checked by hand with node:crypto
      expect(await verifyChainLink(played, next)).toBe(true);
      expect(await previousGameHash(next)).toBe(played);
      played = next;
    }
    // The last game played is the first generated: sha256 of the seed's text.
    expect(played).toBe(sha256('secret chain seed'));
    // A future game cannot be swapped in, nor the order reversed.
    expect(await verifyChainLink(first, sha256('another seed'))).toBe(false);
    expect(await verifyChainLink(rest[0] ?? '', first)).toBe(false);
  });

  it('never crashes below 1.00 and rises with the hash bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 - 2 }), (r) => {
        const point = crashPointFromBits(r);
        expect(point).toBeGreaterThanOrEqual(1);
        expect(crashPointFromBits(r + 1)).toBeGreaterThanOrEqual(point);
      }),
    );
    expect(crashPointFromBits(0)).toBe(1);
    expect(crashPointFromBits(2 ** 52 - 1)).toBe(Math.floor(99 * 2 ** 52) / 100);
  });

  it('gives every cash-out a 99% return exactly, and busts at 1.00 about 1 game in 50.5', () => {
    for (const cashout of [1.01, 1.5, 2, 3.33, 10, 100, 1000, 1_000_000]) {
      const rtp = crashRtp(cashout);
      expect(rtp).toBeLessThanOrEqual(0.99 + 1e-15);
      expect(rtp).toBeGreaterThanOrEqual(0.99 - cashout * 2 ** -52 - 1e-15);
    }
    const instantBust = 1 - crashWinChance(1.01);
    expect(instantBust).toBeCloseTo(1 - 0.99 / 1.01, 12);
  });

  it('pays the cash-out when the round reaches it and nothing when it does not', () => {
    expect(settleCrash({ crashPoint: 2, cashoutAt: 2 })).toEqual({ won: true, multiplier: 2 });
    expect(settleCrash({ crashPoint: 2, cashoutAt: 2.01 })).toEqual({ won: false, multiplier: 0 });
    expect(settleCrash({ crashPoint: 1, cashoutAt: 1.01 }).won).toBe(false);
    expect(() => settleCrash({ crashPoint: 5, cashoutAt: 1 })).toThrow(RangeError);
  });

  it('grows the multiplier as e^(0.00006 t) and finds when it reaches a crash point', () => {
    expect(crashMultiplierAt(0)).toBe(1);
    expect(crashMultiplierAt(11_553)).toBe(2); // ln 2 / 0.00006 = 11552.45 ms
    expect(crashElapsedMsFor(2)).toBe(11_553);
    expect(crashElapsedMsFor(1)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), (hundredths) => {
        const multiplier = hundredths / 100;
        const ms = crashElapsedMsFor(multiplier);
        expect(Math.round(crashMultiplierAt(ms) * 100)).toBeGreaterThanOrEqual(hundredths);
        if (ms > 0) expect(Math.round(crashMultiplierAt(ms - 1) * 100)).toBeLessThan(hundredths);
      }),
    );
  });

  it('returns 99% over a million simulated rounds at several cash-outs', () => {
    // Each cash-out x is a separate strategy on the same rounds; its per-round variance is about
    // 0.99x − 0.98, so 4 SE is ≈ 0.3% at 1.5×, 0.4% at 2× and 1.2% at 10×.
    const random = createRandom(7_777);
    const points: number[] = [];
    for (let round = 0; round < 1_000_000; round++) {
      const r = (random.nextUint32() >>> 12) * 2 ** 32 + random.nextUint32(); // 20 + 32 bits
      points.push(crashPointFromBits(r));
    }
    for (const cashout of [1.5, 2, 10]) {
      const estimate = simulateRtp(points.length, (round) => ((points[round] ?? 0) >= cashout ? cashout : 0));
      expectRtpNear(`crash cash-out ${cashout}×`, estimate, crashRtp(cashout));
    }
  });
});
