import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatFromBytes, generateFloats, hashServerSeed, hexToBytes, hmacSha256Hex, sha256Hex } from './hmac';

describe('provably fair byte stream', () => {
  it('computes HMAC-SHA256 and SHA-256 like the published vectors and node:crypto', async () => {
    // RFC 4231 test case 2 and the FIPS 180-2 "abc" vector.
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hmacSha256Hex('server ✓ seed', 'client:7:0')).toBe(createHmac('sha256', 'server ✓ seed').update('client:7:0').digest('hex'));
    expect(await hashServerSeed('s3cret')).toBe(createHash('sha256').update('s3cret').digest('hex'));
  });

  it('derives floats from HMAC(serverSeed, clientSeed:nonce:round), 4 bytes each, across rounds', async () => {
    // By hand: 20 floats need 80 bytes, i.e. rounds 0, 1 and half of 2.
    const bytes = Buffer.concat([0, 1, 2].map((round) => createHmac('sha256', 'a').update(`b:1:${round}`).digest()));
    const byHand = Array.from({ length: 20 }, (_, i) => {
      const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(i * 4, i * 4 + 4);
      return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
    });
    const floats = await generateFloats({ serverSeed: 'a', clientSeed: 'b', nonce: 1, count: 20 });
    expect(floats).toEqual(byHand);
    // Written down once from the hand derivation above.
    expect(floats[0]).toBe(0.7648847948294133);
    expect(floats[3]).toBe(0.5063537675887346);
  });

  it('gives a different stream for another nonce or client seed', async () => {
    const base = await generateFloats({ serverSeed: 'a', clientSeed: 'b', nonce: 1, count: 8 });
    expect(await generateFloats({ serverSeed: 'a', clientSeed: 'b', nonce: 2, count: 8 })).not.toEqual(base);
    expect(await generateFloats({ serverSeed: 'a', clientSeed: 'c', nonce: 1, count: 8 })).not.toEqual(base);
  });

  it('reads any four bytes as a float in [0, 1)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const float = floatFromBytes(bytes, 0);
        expect(float).toBeGreaterThanOrEqual(0);
        expect(float).toBeLessThan(1);
      }),
    );
    expect(floatFromBytes(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
  });

  it('refuses bad seeds, nonces, counts and hex', async () => {
    await expect(generateFloats({ serverSeed: 'a', clientSeed: 'b', nonce: -1, count: 1 })).rejects.toThrow(RangeError);
    await expect(generateFloats({ serverSeed: 'a', clientSeed: 'b', nonce: 1.5, count: 1 })).rejects.toThrow(RangeError);
    await expect(generateFloats({ serverSeed: 'a', clientSeed: 'b', nonce: 1, count: 0 })).rejects.toThrow(RangeError);
    await expect(generateFloats({ serverSeed: '', clientSeed: 'b', nonce: 1, count: 1 })).rejects.toThrow(RangeError);
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
    expect([...hexToBytes('00ff10')]).toEqual([0, 255, 16]);
  });
});
