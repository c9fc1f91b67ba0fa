import { deflateSync } from 'node:zlib';

// Real, decodable 1×1 images built byte by byte, for the receipt checks: a PNG (zlib + CRC), a
// baseline JPEG (one grey pixel, one-code Huffman tables) and a lossless WebP (VP8L).

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1×1 red RGB PNG; `padding` bytes of a private ancillary chunk make it as large as a test needs. */
export function png1x1(padding = 0): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const chunks = [pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0, 0])))];
  if (padding > 0) chunks.push(pngChunk('prVt', Buffer.alloc(padding, 7)));
  return Buffer.concat([PNG_SIGNATURE, ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}

/** A valid PNG of exactly `size` bytes (at least png1x1(1).length). */
export function pngOfExactSize(size: number): Buffer {
  const base = png1x1(0).length + 12;
  if (size < base + 1) throw new Error(`a padded PNG has at least ${base + 1} bytes`);
  return png1x1(size - base);
}

const segment = (marker: number, body: number[]) => [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];

/** A baseline 1×1 greyscale JPEG: DQT, SOF0, one DC and one AC table with a single code each, a scan of one byte. */
export function jpeg1x1(): Buffer {
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...Array<number>(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    // DC difference category 0 ('0'), then end of block ('0'), padded with ones.
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A lossless 1×1 WebP: VP8L header, no transforms, five one-symbol prefix codes (no pixel bits). */
export function webp1x1(): Buffer {
  const bits: number[] = [];
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) bits.push((value >> i) & 1);
  };
  put(0, 14); // width - 1
  put(0, 14); // height - 1
  put(0, 1); // alpha unused
  put(0, 3); // version
  put(0, 1); // no transform
  put(0, 1); // no colour cache
  put(0, 1); // no meta prefix codes
  const simpleCode = (symbol: number) => {
    put(1, 1); // simple code
    put(0, 1); // one symbol
    put(1, 1); // 8-bit symbol
    put(symbol, 8);
  };
  [0x00, 0xff, 0x00, 0xff, 0x00].forEach(simpleCode); // green, red, blue, alpha, distance
  while (bits.length % 8) bits.push(0);
  const stream = Buffer.from([
    0x2f,
    ...Array.from({ length: bits.length / 8 }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((byte, bit, j) => byte | (bit << j), 0)),
  ]);
  const payload = stream.length % 2 ? Buffer.concat([stream, Buffer.from([0])]) : stream;
  const chunkHead = Buffer.alloc(8);
  chunkHead.write('VP8L', 0, 'latin1');
  chunkHead.writeUInt32LE(stream.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP'), chunkHead, payload]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}
