import { formatInr, formatRupees, type Paise } from '@shared/money';

// What the player's notifications say. They are stored in English, as they happen; the site shows
// each in the player's language through the API message tables (src/shared/i18n/messages), which
// hold every sentence here as a pattern. One place for the sentences, so notice-texts.test.ts can
// prove each one is translated.

export const noticeTexts = {
  depositApproved: (amount: Paise) => `Your deposit of ${formatInr(amount)} was approved and added to your balance.`,
  depositRejected: (amount: Paise, reason: string) => `Your deposit of ${formatInr(amount)} was rejected: ${reason}`,
  withdrawalPaid: (amount: Paise) => `Your withdrawal of ${formatInr(amount)} was paid to your bank account.`,
  withdrawalRejected: (amount: Paise, reason: string) => `Your withdrawal of ${formatInr(amount)} was rejected and returned to your balance: ${reason}`,
  referralBonus: (bonusRupees: number) => `A friend you referred made their first deposit: ${formatRupees(bonusRupees)} bonus added to your bonus wallet.`,
  newSignIn: (device: string, address: string | null) =>
    `New sign-in to your account from ${device}${address ? ` (address ${address})` : ''}. If this was not you, change your password and sign out the other devices in Settings.`,
  depositBonusForfeited: (codes: readonly string[]) =>
    `Your deposit was approved during a time-out or self-exclusion, so the deposit bonus you redeemed (${codes.join(', ')}) was forfeited.`,
  /** "Result corrected: MILAN MORNING, 2026-11-27: 123-64-...  is now 377-74-...". */
  matkaResultCorrected: (market: string, date: string, before: string, after: string) =>
    `Result corrected: ${market}, draw of ${date}: ${before} is now ${after}. Your bets on it were settled again on the corrected result.`,
  /** A referral reward found to be a self-referral, taken back from the bonus or (once converted) the main balance. */
  referralClawedBack: (taken: Paise, owed: Paise, from: 'bonus' | 'main') => {
    const lead = 'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number.';
    const where = from === 'main' ? 'from your main balance' : 'from your bonus';
    return owed > 0
      ? `${lead} ${formatInr(taken)} was taken ${where}; ${formatInr(owed)} is still owed. Contact support.`
      : `${lead} ${formatInr(taken)} was taken ${where}.`;
  },
  /** The operator reset the player's password (the new one goes by SMS only). */
  passwordResetBySupport: () => 'Lotus support reset your password and texted the new one to your phone. If you did not ask for this, contact support at once.',
  twoFactorOn: () => 'Two-factor sign-in was turned on for your account.',
  twoFactorOff: () => 'Two-factor sign-in was turned off for your account.',
  /** How a market ended for the player, net of commission: "India v Australia, Match Odds settled: you won ₹300.00." */
  marketSettled: (market: string, result: { void: boolean; net: Paise | number }) => {
    if (result.void) return `${market} void, your stakes are returned.`;
    if (result.net > 0) return `${market} settled: you won ${formatInr(result.net)}.`;
    if (result.net < 0) return `${market} settled: you lost ${formatInr(-result.net)}.`;
    return `${market} settled: you broke even.`;
  },
  /** A settled market's result was corrected by the operator: how it ends for the player now. */
  marketResettled: (market: string, result: { void: boolean; net: Paise | number }) => {
    if (result.void) return `${market} void after a result correction, your stakes are returned.`;
    if (result.net > 0) return `${market} settled again after a result correction: you won ${formatInr(result.net)}.`;
    if (result.net < 0) return `${market} settled again after a result correction: you lost ${formatInr(-result.net)}.`;
    return `${market} settled again after a result correction: you broke even.`;
  },
  /** "Bet matched: India v Australia, Match Odds: Back India at 2.50, ₹40.00 matched, ₹60.00 still unmatched." */
  betMatched: (bet: { event: string; market: string; side: 'back' | 'lay'; runner: string; price: number; matched: Paise | number; left: Paise | number }) => {
    const part = bet.left > 0 ? `${formatInr(bet.matched)} matched, ${formatInr(bet.left)} still unmatched` : `${formatInr(bet.matched)} matched`;
    return `Bet matched: ${bet.event}, ${bet.market}: ${bet.side === 'back' ? 'Back' : 'Lay'} ${bet.runner} at ${bet.price.toFixed(2)}, ${part}.`;
  },
};
