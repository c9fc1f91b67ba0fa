import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { SeedPart } from '@server/db/seed';
import { drawWindow } from './matka-draw';
import { indiaDay } from '@shared/india-day';
import { declareMatkaResult } from './matka-markets';

// Demo seed part `matka` (spec §2): 13 Matka markets and the Delhi markets DESAWAR, GAZIABAD and
// GALI with their daily times (India), yesterday's results declared and today's partly.

export const matkaSeedMarkets: Array<[name: string, category: 'matka' | 'delhi', open: string, close: string]> = [
  ['MILAN MORNING', 'matka', '10:15', '11:15'],
  ['KALYAN MORNING', 'matka', '11:00', '12:00'],
  ['SRIDEVI', 'matka', '11:35', '12:35'],
  ['TIME BAZAR', 'matka', '13:00', '14:00'],
  ['MADHUR DAY', 'matka', '13:30', '14:30'],
  ['MILAN DAY', 'matka', '15:00', '17:00'],
  ['RAJDHANI DAY', 'matka', '15:00', '17:00'],
  ['KALYAN', 'matka', '15:45', '17:45'],
  ['SRIDEVI NIGHT', 'matka', '19:00', '20:00'],
  ['MADHUR NIGHT', 'matka', '20:30', '22:30'],
  ['MILAN NIGHT', 'matka', '21:00', '23:00'],
  ['RAJDHANI NIGHT', 'matka', '21:30', '23:40'],
  ['MAIN BAZAR', 'matka', '21:35', '00:05'],
  ['DESAWAR', 'delhi', '18:00', '04:30'],
  ['GAZIABAD', 'delhi', '10:00', '20:50'],
  ['GALI', 'delhi', '10:00', '23:15'],
];

const pannas = ['123-6', '380-1', '459-8', '220-4', '149-4', '577-9', '238-3', '690-5', '145-0', '389-0', '117-9', '248-4', '356-4', '678-1'];

export async function seedMatka(db: Db, now = new Date()): Promise<void> {
  const rows = matkaSeedMarkets.map(([name, category, open, close], index) => sql`(${name}, ${category}, ${open}, ${close}, ${index})`);
  const made = await db.execute<{ id: number; category: string }>(sql`
    INSERT INTO matka_markets (name, category, open_time, close_time, sort_order) VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (name) DO NOTHING RETURNING id, category`);
  const yesterday = indiaDay(new Date(now.getTime() - 86_400_000));
  await db.transaction(async (tx) => {
    for (const [index, market] of made.rows.entries()) {
      const open = pannas[index % pannas.length] ?? '123-6';
      const close = pannas[(index * 5 + 3) % pannas.length] ?? '380-1';
      const jodi = `${open.slice(-1)}${close.slice(-1)}`;
      if (market.category === 'delhi') await declareMatkaResult(tx, Number(market.id), { date: yesterday, jodi });
      else await declareMatkaResult(tx, Number(market.id), { date: yesterday, open, close });
      // Today: the first few morning markets have their open declared; the rest are 'NYD'.
      // (only where the open time has passed: a session's result comes after its bets close).
      const [, , openTime = '00:00', closeTime = '00:00'] = matkaSeedMarkets[index] ?? [];
      if (index < 3 && drawWindow({ open_time: openTime, close_time: closeTime }, indiaDay(now)).openAt <= now.getTime()) {
        await declareMatkaResult(tx, Number(market.id), { date: indiaDay(now), open });
      }
    }
  });
}

export const matkaSeed: SeedPart = { key: 'matka', run: (db) => seedMatka(db) };
