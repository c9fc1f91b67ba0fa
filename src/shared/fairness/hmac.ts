// The provably fair byte stream of the house games. Isomorphic: the server derives every round
// with it and the Fairness page re-derives any past round in the browser, so it uses only
// WebCrypto (globalThis.crypto.subtle) and TextEncoder, never node:crypto.

const encoder = new TextEncoder();

/** Bytes in a single HMAC-SHA256 output: one "round" of the stream gives 8 floats. */
const BYTES_PER_ROUND = 32;
const BYTES_PER_FLOAT = 4;

/** Text is hashed as its UTF-8 bytes; bytes as they are. */
export type HashInput = string | Uint8Array<ArrayBuffer>;

function toBytes(input: HashInput): Uint8Array<ArrayBuffer> {
  return typeof input === 'string' ? encoder.encode(input) : input;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Lower- or upper-case hex, even length. Throws on anything else so a typo never verifies. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function importHmacKey(key: HashInput): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', toBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function signHmac(key: CryptoKey, message: HashInput): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, toBytes(message)));
}

export async function hmacSha256(key: HashInput, message: HashInput): Promise<Uint8Array<ArrayBuffer>> {
  return signHmac(await importHmacKey(key), message);
}

export async function hmacSha256Hex(key: HashInput, message: HashInput): Promise<string> {
  return bytesToHex(await hmacSha256(key, message));
}

export async function sha256Hex(text: HashInput): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', toBytes(text))));
}

/** 32 random bytes as hex: a fresh server seed (the server keeps it secret until it rotates). */
export function generateServerSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment shown to the player before play: SHA-256 of the server seed's text. */
export function hashServerSeed(serverSeed: string): Promise<string> {
  return sha256Hex(serverSeed);
}

/** What a per-player round is derived from. The nonce counts the player's bets on one server seed. */
export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/**
 * Four bytes as a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴. Written as one uint32
 * over 2³², which is the same number exactly (both are k/2³² for the same k, and k < 2⁵³).
 */
export function floatFromBytes(bytes: Uint8Array, offset: number): number {
  if (offset < 0 || offset + BYTES_PER_FLOAT > bytes.length) throw new RangeError('not enough bytes for a float');
  let value = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return value / 2 ** 32;
}

function assertSeeds({ serverSeed, clientSeed, nonce }: RoundSeeds): void {
  if (serverSeed.length === 0) throw new RangeError('server seed is empty');
  if (clientSeed.length === 0) throw new RangeError('client seed is empty');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a whole number ≥ 0: ${nonce}`);
}

/**
 * The stream used by the large public provably fair casinos, so players can check us with their
 * tools: HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`) for
 * round = 0, 1, 2 … concatenated, read 4 bytes per float.
 */
export async function generateFloats(seeds: RoundSeeds & { readonly count: number }): Promise<number[]> {
  assertSeeds(seeds);
  const { serverSeed, clientSeed, nonce, count } = seeds;
  if (!Number.isSafeInteger(count) || count < 1 || count > 10_000) throw new RangeError(`float count out of range: ${count}`);
  const rounds = Math.ceil((count * BYTES_PER_FLOAT) / BYTES_PER_ROUND);
  const key = await importHmacKey(serverSeed);
  const floats: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const bytes = await signHmac(key, `${clientSeed}:${nonce}:${round}`);
    for (let offset = 0; offset < BYTES_PER_ROUND && floats.length < count; offset += BYTES_PER_FLOAT) {
      floats.push(floatFromBytes(bytes, offset));
    }
  }
  return floats;
}

/** Pure outcome functions take floats from outside; this keeps a bad one from passing silently. */
export function assertUnitFloat(float: number): void {
  if (!(float >= 0 && float < 1)) throw new RangeError(`float must be in [0, 1): ${float}`);
}
