import { plural, t } from '@lingui/core/macro';
import { formatRupees } from '@shared/money';
import type { Promotion, WageringOn } from '@shared/schemas/promotions';

// A bonus's rules in the player's language, written from the figures the API sends (its `rules`
// field is the same text in English, for other clients).

type Wagering = { wagering_multiple: number; wagering_on: WageringOn; bonus_valid_days: number };

/** A bonus's wagering rule in words: how much to play, on what, by when. */
export function wageringRuleText({ wagering_multiple: multiple, wagering_on: on, bonus_valid_days: days }: Wagering): string {
  const stakes = { exchange: t`matched exchange bets`, casino: t`casino stakes`, any: t`matched exchange bets and casino stakes` }[on];
  const expiry = plural(days, { one: 'What is not converted within # day expires.', other: 'What is not converted within # days expires.' });
  const withdrawal = t`Bonus money cannot be withdrawn until it converts.`;
  if (multiple === 0) return `${t`It moves to your main balance straight away.`} ${expiry} ${withdrawal}`;
  const play = t`Play ${multiple}× the bonus in ${stakes} after it is granted and it moves to your main balance.`;
  const oneAtATime = t`Bonuses are played through one at a time, oldest first: a stake counts towards one bonus only.`;
  return `${play} ${expiry} ${oneAtATime} ${withdrawal}`;
}

/** Refer & Earn's rules: what a friend's first deposit earns, and the bonus's wagering. */
export function referralRulesText(settings: Wagering & { bonus_amount: number }): string {
  const bonus = formatRupees(settings.bonus_amount);
  const earn = t`Share your code or link. When a friend registers with it and their first deposit is approved, you get a ${bonus} bonus, once per friend.`;
  const own = t`Friends using your phone number or bank account do not count.`;
  return `${earn} ${own} ${wageringRuleText(settings)}`;
}

type PromotionTerms = Pick<
  Promotion,
  'kind' | 'amount' | 'percent' | 'max_bonus' | 'wagering_multiple' | 'wagering_on' | 'bonus_valid_days' | 'per_player_limit'
>;

/** A promotion's rules in words: what it gives, its wagering, how often a player may redeem it. */
export function promotionRulesText(promotion: PromotionTerms): string {
  const amount = formatRupees(promotion.amount ?? 0);
  const percent = promotion.percent ?? 0;
  const cap = formatRupees(promotion.max_bonus ?? 0);
  const what =
    promotion.kind === 'fixed'
      ? t`Get a ${amount} bonus when you redeem the code.`
      : t`Get ${percent}% of your next deposit approved after you redeem the code, up to ${cap}.`;
  const times =
    promotion.per_player_limit === 1
      ? t`Each player may redeem it once.`
      : plural(promotion.per_player_limit, { one: 'Each player may redeem it up to # time.', other: 'Each player may redeem it up to # times.' });
  return `${what} ${wageringRuleText(promotion)} ${times}`;
}
