import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@web/i18n/i18n';

// The catalogue's game types (the All Games filters and a card's caption) in the site's language;
// English is the spec's own names; a type the site does not know is shown as the catalogue writes it.

const typeNames: Record<string, MessageDescriptor> = {
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

export function gameTypeName(type: string): string {
  const name = typeNames[type];
  return name ? i18n._(name) : type;
}
