import { describe, expect, it } from 'vitest';
import { csvDate, toCsv, type CsvColumn } from './csv';

type Row = { name: string; amount: number; at: Date; count: number | null };
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount (₹)', kind: 'paise', value: (row) => row.amount },
  { header: 'When', kind: 'date', value: (row) => row.at },
  { header: 'Count', kind: 'number', value: (row) => row.count },
];

describe('toCsv', () => {
  it('writes rupees with two decimals, Indian dates and RFC 4180 quoting', () => {
    const at = new Date('2026-11-25T20:35:00Z'); // 02:05 on the 26th in India
    const csv = toCsv(columns, [{ name: 'Ravi, "RK"', amount: -1_250_050, at, count: 3 }]);
    expect(csv).toBe('Name,Amount (₹),When,Count\r\n"Ravi, ""RK""",-12500.50,26-11-2026 02:05,3\r\n');
  });

  it('defuses every text a spreadsheet would run as a formula', () => {
    for (const attack of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      const line = toCsv(columns, [{ name: attack, amount: 0, at: new Date(0), count: null }]).split('\r\n')[1] ?? '';
      expect(line.startsWith(`'`) || line.startsWith(`"'`)).toBe(true);
    }
  });

  it('leaves empty cells for missing values and bad dates', () => {
    expect(csvDate('not a date')).toBe('');
    expect(toCsv(columns, [{ name: 'x', amount: 0, at: new Date(Number.NaN), count: null }]).split('\r\n')[1]).toBe('x,0.00,,');
  });
});
