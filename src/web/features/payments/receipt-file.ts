import { RECEIPT_MAX_BYTES, RECEIPT_TYPES, walletMessages } from '@shared/schemas/wallet';

// The receipt image the player attaches to a deposit: jpg, png or webp, at most 5 MB. The server
// checks the bytes again; this spares the player an upload that would be refused.

export type Receipt = { name: string; size: number; dataUrl: string };

/** The message that refuses this file, or undefined when it may be sent. */
export function receiptProblem(file: { type: string; size: number }): string | undefined {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return walletMessages.receiptType;
  if (file.size > RECEIPT_MAX_BYTES) return walletMessages.receiptSize;
  return undefined;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
