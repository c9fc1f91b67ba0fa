import type { mediaTypes } from '../../../shared/schemas/content';

export type ImageType = (typeof mediaTypes)[number];

/** The image type that a file's first bytes prove (jpg, png or webp), whatever its name claims. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/**
 * The bytes of a base64 upload, optionally a data URL (`data:image/png;base64,...`). Undefined
 * when the text is not base64 at all (Buffer.from would silently skip the bad characters).
 */
export function decodeBase64Upload(text: string): Buffer | undefined {
  const body = text.replace(/^data:[a-z0-9.+/-]*(;[a-z0-9=._-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  return Buffer.from(body, 'base64');
}
