import { describe, expect, it } from 'vitest';
import { localizeText } from '@server/http/localize';
import type { Paise } from '@shared/money';
import { noticeTexts } from './notice-texts';
import { securityChangeText } from './security-notice';

// Every notification a player can get is read in their language: the server translates each sentence
// by a pattern of its Hindi, Bengali and Tamil tables, and what varies (amounts, names, the reason)
// is carried over.

const samples: Array<{ text: string; kept: string[] }> = [
  { text: noticeTexts.depositApproved(3_000_000 as Paise), kept: ['₹30,000.00'] },
  { text: noticeTexts.depositRejected(50_000 as Paise, 'UTR not found'), kept: ['₹500.00', 'UTR not found'] },
  { text: noticeTexts.withdrawalPaid(1_250_050 as Paise), kept: ['₹12,500.50'] },
  { text: noticeTexts.withdrawalRejected(100_000 as Paise, 'Account name differs'), kept: ['₹1,000.00', 'Account name differs'] },
  { text: noticeTexts.referralBonus(1000), kept: ['₹1,000.00'] },
  { text: noticeTexts.newSignIn('Chrome · Android', '10.1.2.3'), kept: ['Chrome · Android', '10.1.2.3'] },
  { text: noticeTexts.newSignIn('Safari · iPhone', null), kept: ['Safari · iPhone'] },
  { text: noticeTexts.twoFactorOn(), kept: [] },
  { text: noticeTexts.twoFactorOff(), kept: [] },
  ...(['password', 'two_factor_on', 'two_factor_off', 'recovery_codes', 'two_factor_reset', 'withdrawal_password'] as const).map((kind) => ({
    text: securityChangeText({ kind }),
    kept: ['Lotus'],
  })),
  { text: securityChangeText({ kind: 'payout_account', last4: '9012' }), kept: ['9012'] },
  { text: noticeTexts.depositBonusForfeited(['WELCOME50']), kept: ['WELCOME50'] },
  ...(['main', 'bonus'] as const).flatMap((from) => [
    { text: noticeTexts.referralClawedBack(30_000 as Paise, 0 as Paise, from), kept: ['₹300.00'] },
    { text: noticeTexts.referralClawedBack(12_000 as Paise, 18_000 as Paise, from), kept: ['₹120.00', '₹180.00'] },
  ]),
  { text: noticeTexts.passwordResetBySupport(), kept: ['Lotus'] },
  ...[0, 30_000, -12_000].map((net) => ({
    text: noticeTexts.marketResettled('India v Australia, Match Odds', { void: false, net }),
    kept: ['India v Australia, Match Odds'],
  })),
  { text: noticeTexts.marketResettled('India v Australia, Match Odds', { void: true, net: 0 }), kept: ['India v Australia, Match Odds'] },
  { text: noticeTexts.matkaResultCorrected('MILAN MORNING', '2026-11-27', '123-60-460', '377-70-460'), kept: ['MILAN MORNING', '123-60-460', '377-70-460'] },
  { text: noticeTexts.marketSettled('India v Australia, Match Odds', { void: true, net: 0 }), kept: ['India v Australia, Match Odds'] },
  { text: noticeTexts.marketSettled('India v Australia, Match Odds', { void: false, net: 30_000 }), kept: ['India v Australia, Match Odds', '₹300.00'] },
  { text: noticeTexts.marketSettled('India v Australia, Match Odds', { void: false, net: -12_000 }), kept: ['₹120.00'] },
  { text: noticeTexts.marketSettled('India v Australia, Match Odds', { void: false, net: 0 }), kept: ['India v Australia, Match Odds'] },
  {
    text: noticeTexts.betMatched({ event: 'India v Australia', market: 'Match Odds', side: 'lay', runner: 'India', price: 2.5, matched: 5_000, left: 2_500 }),
    kept: ['India v Australia', 'Match Odds', 'Lay India', '2.50', '₹50.00', '₹25.00'],
  },
  {
    text: noticeTexts.betMatched({ event: 'India v Australia', market: 'Match Odds', side: 'back', runner: 'India', price: 1.85, matched: 5_000, left: 0 }),
    kept: ['Back India', '1.85', '₹50.00'],
  },
];

describe('notification texts', () => {
  it.each(['hi', 'bn', 'ta'] as const)('read in %s, with amounts, names and reasons kept', (language) => {
    for (const { text, kept } of samples) {
      const translated = localizeText(text, language);
      expect(translated, text).not.toBe(text);
      for (const part of kept) expect(translated, text).toContain(part);
    }
  });
});
