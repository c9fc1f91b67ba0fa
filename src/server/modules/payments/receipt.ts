import { RECEIPT_MAX_BYTES, walletMessages } from '@shared/schemas/wallet';
import { AppError, badRequest } from '@server/errors';
import { structuredImageType, type ImageContentType } from './image-structure';

// A deposit receipt arrives as base64, optionally as a data URL. It is accepted only when its
// bytes are a well-formed JPEG, PNG or WebP file (the name and the declared type prove nothing,
// and neither do magic bytes alone: see image-structure.ts) of at most 5 MB.

export type ReceiptImage = { contentType: ImageContentType; bytes: Buffer };

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
  const contentType = structuredImageType(bytes);
  if (!contentType) throw badRequest(walletMessages.receiptType, { receipt_file: walletMessages.receiptType });
  return { contentType, bytes };
}
