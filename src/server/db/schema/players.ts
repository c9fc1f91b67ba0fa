import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0008_players_back_office.sql (the accounts kind it adds is in modules/ledger/types.ts).

export const playerNotes = pgTable('player_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  authorId: bigint('author_id', { mode: 'number' }).notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
