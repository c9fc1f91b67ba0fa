// Is this really a JPEG, PNG or WebP? Magic bytes alone let through a 12-byte header, or a PNG
// signature followed by HTML. These checks walk the container structure (no pixel decoding):
// every chunk or segment must fit in the data, the header must give sane dimensions, and the
// file must end where the format says it ends.

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Larger than any phone screenshot or camera photo; a header claiming more is not a receipt. */
const MAX_DIMENSION = 30_000;
const saneSize = (width: number, height: number) => width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type when the bytes are a well-formed JPEG, PNG or WebP file; undefined otherwise. */
export function structuredImageType(bytes: Buffer): ImageContentType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return isPng(bytes) ? 'image/png' : undefined;
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xd8) return isJpeg(bytes) ? 'image/jpeg' : undefined;
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return isWebp(bytes) ? 'image/webp' : undefined;
  return undefined;
}

/** Signature, IHDR first (13 bytes, sane size), chunks that fit, and IEND as the last bytes. */
function isPng(bytes: Buffer): boolean {
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13 || !saneSize(bytes.readUInt32BE(offset + 8), bytes.readUInt32BE(offset + 12))) return false;
      first = false;
    }
    if (type === 'IEND') return length === 0 && end === bytes.length;
    offset = end;
  }
  return false;
}

const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * SOI, segments that fit, a SOF with its dimensions before the scan, and an EOI. Bytes after the
 * EOI are allowed: phones append data there (motion photos), and the marker walk already proved
 * the image itself.
 */
function isJpeg(bytes: Buffer): boolean {
  let offset = 2;
  let hasFrame = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    while (bytes[offset] === 0xff) offset += 1; // fill bytes
    if (offset >= bytes.length) return false;
    const marker = bytes[offset] as number;
    offset += 1;
    if (marker === 0xd9) return hasFrame;
    if (marker === 0xd8 || marker === 0x00) return false;
    if (isStandalone(marker)) continue;
    if (offset + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return false;
    if (isSof(marker)) {
      if (length < 8 || !saneSize(bytes.readUInt16BE(offset + 5), bytes.readUInt16BE(offset + 3))) return false;
      hasFrame = true;
    }
    offset += length;
    if (marker === 0xda) {
      if (!hasFrame) return false;
      offset = skipEntropyCoded(bytes, offset);
    }
  }
  return false;
}

/** After a scan header: the compressed data runs to the next marker that is not a stuffed 0xFF00 or a restart. */
function skipEntropyCoded(bytes: Buffer, from: number): number {
  let offset = from;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] === 0xff) {
      const next = bytes[offset + 1] as number;
      if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return offset;
    }
    offset += 1;
  }
  return bytes.length;
}

/** RIFF size equal to the data that follows it, then a VP8, VP8L or VP8X chunk that fits. */
function isWebp(bytes: Buffer): boolean {
  if (bytes.readUInt32LE(4) + 8 !== bytes.length || bytes.length < 20) return false;
  const chunk = bytes.toString('latin1', 12, 16);
  const size = bytes.readUInt32LE(16);
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(chunk) || 20 + size > bytes.length || size === 0) return false;
  if (chunk === 'VP8L') return size >= 5 && bytes[20] === 0x2f;
  if (chunk === 'VP8X') return size >= 10 && saneSize(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  // VP8 (lossy): a key frame's start code 9D 01 2A sits after the 3-byte frame tag.
  return size >= 10 && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a;
}
