// The share of a settled stake that counts towards a bonus's wagering, by title, until the
// operator changes it: the lowest-edge tables (baccarat, blackjack: about 1% to the house) count
// a tenth, roulette a fifth, every other game in full. Migration 0020 set the same on titles
// that existed before it.

/** The starting wagering weight (percent) of a casino title. */
export function defaultWageringWeight(uid: string): number {
  if (uid.includes('baccarat') || uid.includes('blackjack')) return 10;
  if (uid.includes('roulette')) return 20;
  return 100;
}
