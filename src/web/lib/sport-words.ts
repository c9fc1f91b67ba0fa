import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@web/i18n/i18n';

// A sport's name in the site's language, by the catalogue's sport key: the sport pages' titles,
// the home page's In Play boards, an event's link back to its sport, P&L and Bet History. The API
// sends a sport's name as the catalogue writes it (English): the site words the sports it knows
// and shows that name for any other.

export const sportWords = {
  cricket: msg`Cricket`,
  football: msg`Football`,
  soccer: msg`Football`,
  tennis: msg`Tennis`,
  volleyball: msg`Volleyball`,
  sportsbook: msg`Sportsbook`,
  esports: msg`Esports`,
  mma: msg`MMA`,
  gaelic: msg`Gaelic Games`,
  'winner-cup': msg`Winner Cup`,
  'fifa-cup-winner': msg`FIFA Cup Winner`,
  election: msg`Election`,
  kabaddi: msg`Kabaddi`,
  handball: msg`Handball`,
  'australian-rules': msg`Australian Rules`,
  'ice-hockey': msg`Ice Hockey`,
  basketball: msg`Basketball`,
  baseball: msg`Baseball`,
  'american-football': msg`American Football`,
  snooker: msg`Snooker`,
  'table-tennis': msg`Table Tennis`,
} as const satisfies Record<string, MessageDescriptor>;

const known: Record<string, MessageDescriptor | undefined> = sportWords;

/** The sport's name in the site's language; `written` (the API's name) for a sport the site has no words for. */
export function sportName(key: string, written: string): string {
  const words = known[key];
  return words ? i18n._(words) : written;
}
