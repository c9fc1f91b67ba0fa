import { RECEIPT_MAX_BYTES, walletMessages } from '../../../shared/schemas/wallet';
import { AppError, badRequest } from '../../errors';

// A deposit receipt arrives as base64, optionally as a data URL. It is accepted only when its
// bytes are a JPEG, PNG or WebP image (the name and the declared type prove nothing) of at most 5 MB.

export type ReceiptImage = { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; bytes: Buffer };

const dataUrlPattern = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]+)*;base64,/i;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
/** Base64 of RECEIPT_MAX_BYTES: longer text cannot be a receipt we accept. */
export const RECEIPT_MAX_BASE64 = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;

export const receiptTooLarge = () => new AppError('TOO_LARGE', walletMessages.receiptSize);

export function decodeReceipt(receiptFile: string): ReceiptImage {
  const prefix = dataUrlPattern.exec(receiptFile);
  const payload = (prefix ? receiptFile.slice(prefix[0].length) : receiptFile).replace(/\s+/g, '');
  if (payload.length === 0) throw badRequest(walletMessages.depositRequired, { receipt_file: walletMessages.depositRequired });
  if (payload.length > RECEIPT_MAX_BASE64) throw receiptTooLarge();
  if (payload.length % 4 !== 0 || !base64Pattern.test(payload)) {
    // Broken base64 is no image either: the player gets the same instruction.
    throw badRequest(walletMessages.receiptType, { receipt_file: walletMessages.receiptType });
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw receiptTooLarge();
  const contentType = imageType(bytes);
  if (!contentType) throw badRequest(walletMessages.receiptType, { receipt_file: walletMessages.receiptType });
  return { contentType, bytes };
}

/** The image type from the file's first bytes (its magic number), or undefined. */
export function imageType(bytes: Buffer): ReceiptImage['contentType'] | undefined {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}
