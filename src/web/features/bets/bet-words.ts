import { plural, t } from '@lingui/core/macro';
import type { Bet } from '@shared/schemas/bets';
import { formatDayMonth } from '@web/lib/format';

// A casino round's or a Matka bet's selection and market in the player's language, from the parts
// the API sends beside its English words (`detail`). Exchange bets read as the market names them.

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The bet itself: "Over 50.50", "12 rows, medium risk", "3 mines", "Single 7". */
export function selectionWords(bet: Pick<Bet, 'selection' | 'detail'>): string {
  const detail = bet.detail;
  if (!detail) return bet.selection;
  const values = detail.values;
  switch (detail.key) {
    case 'dice': {
      const target = text(values.target);
      return values.direction === 'under' ? t`Under ${target}` : t`Over ${target}`;
    }
    case 'plinko': {
      const rows = Number(values.rows);
      const risk = { low: t`low risk`, medium: t`medium risk`, high: t`high risk` }[text(values.risk)] ?? text(values.risk);
      return t`${rows} rows, ${risk}`;
    }
    case 'mines':
      return plural(Number(values.mines), { one: '# mine', other: '# mines' });
    case 'hilo':
      return t`Higher or lower`;
    case 'crash': {
      const at = values.auto_cashout;
      return at === undefined ? t`Cash out by hand` : t`Auto cash out ${at}x`;
    }
    case 'round': {
      const round = text(values.round);
      return t`Round ${round}`;
    }
    case 'matka': {
      const type = matkaBetType(text(values.bet_type));
      const number = text(values.number);
      return `${type} ${number}`;
    }
    default:
      return bet.selection;
  }
}

/** Where the bet was: the market's name, or a Matka bet's draw and session ("28 Nov · Open"). */
export function marketWords(bet: Pick<Bet, 'market' | 'detail'>): string {
  const detail = bet.detail;
  if (detail?.key !== 'matka') return bet.market;
  const day = formatDayMonth(`${text(detail.values.draw_date)}T00:00:00+05:30`);
  const session = detail.values.session === 'close' ? t`Close` : t`Open`;
  return t`Draw of ${day} · ${session}`;
}

function matkaBetType(type: string): string {
  const words: Record<string, string> = {
    single: t`Single`,
    jodi: t`Jodi`,
    single_patti: t`Single Patti`,
    double_patti: t`Double Patti`,
    triple_patti: t`Triple Patti`,
  };
  return words[type] ?? type;
}
