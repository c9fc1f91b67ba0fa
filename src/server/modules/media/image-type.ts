import type { mediaTypes } from '@shared/schemas/content';

export type ImageType = (typeof mediaTypes)[number];

/**
 * The bytes of a base64 upload, optionally a data URL (`data:image/png;base64,...`). Undefined
 * when the text is not base64 at all (Buffer.from would silently skip the bad characters).
 */
export function decodeBase64Upload(text: string): Buffer | undefined {
  const body = text.replace(/^data:[a-z0-9.+/-]*(;[a-z0-9=._-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  return Buffer.from(body, 'base64');
}
