import { formatInr, formatRupees } from './money';

// An audit row's details as a person reads them: "Amount ₹1,500.00 · User id 7 · Reason: chargeback".
// Amounts written in paise (keys ending `_paise`) and in rupees (amount, limits, bonus, cap) both
// come out as rupees; nested objects (before / after) are described in brackets.

const RUPEE_KEYS = /(^|_)(amount|limit|bonus|cap|stake|balance)$/;

function label(key: string): string {
  const words = key.replace(/_paise$/, '').replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`.replace(/\bid\b/i, 'id');
}

function describeValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && key.endsWith('_paise')) return formatInr(value);
  if (typeof value === 'number' && RUPEE_KEYS.test(key)) return formatRupees(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === 'object' && item !== null ? `(${describeAuditDetails(item as Record<string, unknown>)})` : String(item)))
      .join(', ');
  if (typeof value === 'object') return `(${describeAuditDetails(value as Record<string, unknown>, ', ')})`;
  return String(value);
}

export function describeAuditDetails(details: Record<string, unknown>, separator = ' · '): string {
  return Object.entries(details)
    .map(([key, value]) => `${label(key)}: ${describeValue(key, value)}`)
    .join(separator);
}
