import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameType, GameTypeFilter } from '@shared/casino-games';
import { i18n } from '@web/i18n/i18n';

// The catalogue's game types (the All Games filters, a card's caption, a tile's type tag) in the
// site's language; English is the spec's own names. The types are a fixed list (shared/casino-games.ts):
// a new one needs its words here.

const typeNames: Record<GameTypeFilter, MessageDescriptor> = {
  All: msg`All`,
  'Slot Game': msg`Slot Game`,
  'Fish Game': msg`Fish Game`,
  'Table Game': msg`Table Game`,
  'Crash Game': msg`Crash Game`,
  'Instant Game': msg`Instant Game`,
  'India Poker Game': msg`India Poker Game`,
  'Card Game': msg`Card Game`,
  CasinoLive: msg`CasinoLive`,
  Bingo: msg`Bingo`,
  Casino: msg`Casino`,
};

export const gameTypeName = (type: GameTypeFilter): string => i18n._(typeNames[type]);

/** A tile's type tag in the site's language; none for a tile without one. */
export const tileTag = (tag: GameType | ''): string | undefined => (tag ? gameTypeName(tag) : undefined);
