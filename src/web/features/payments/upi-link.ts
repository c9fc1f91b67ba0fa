// The UPI payment link of spec §9: upi://pay?pa=<upiId>&pn=<name>&cu=INR, plus
// &am=<amount> only when the amount is ₹2,000 or less (above that, UPI apps refuse a pre-filled
// amount from a QR, so the player types it).

export const UPI_QR_AMOUNT_LIMIT = 2000;

/**
 * Percent-encodes a value for the link, but leaves '@' alone: UPI ids are "name@bank" and
 * several UPI apps do not decode '%40' (URLSearchParams would write it that way).
 */
function encodeUpiValue(value: string): string {
  return encodeURIComponent(value.trim()).replace(/%40/g, '@');
}

/** Rupees as UPI wants them: no grouping, whole rupees bare, otherwise two decimals. */
export function formatUpiAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

export function buildUpiLink({ upiId, name, amount }: { upiId: string; name: string; amount?: number | undefined }): string {
  const link = `upi://pay?pa=${encodeUpiValue(upiId)}&pn=${encodeUpiValue(name)}&cu=INR`;
  if (amount === undefined || !(amount > 0) || amount > UPI_QR_AMOUNT_LIMIT) return link;
  return `${link}&am=${formatUpiAmount(amount)}`;
}
