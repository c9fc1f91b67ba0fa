import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// The Problem Gambling Severity Index (Ferris & Wynne, 2001): nine questions about the last 12
// months, each answered never (0), sometimes (1), most of the time (2) or almost always (3).

export const PGSI_QUESTIONS: readonly MessageDescriptor[] = [
  msg`Have you bet more than you could really afford to lose?`,
  msg`Have you needed to gamble with larger amounts of money to get the same feeling of excitement?`,
  msg`When you gambled, did you go back another day to try to win back the money you lost?`,
  msg`Have you borrowed money or sold anything to get money to gamble?`,
  msg`Have you felt that you might have a problem with gambling?`,
  msg`Has gambling caused you any health problems, including stress or anxiety?`,
  msg`Have people criticised your betting or told you that you had a gambling problem, whether or not you thought it was true?`,
  msg`Has your gambling caused any financial problems for you or your household?`,
  msg`Have you felt guilty about the way you gamble or what happens when you gamble?`,
];

export const PGSI_ANSWERS: readonly MessageDescriptor[] = [msg`Never`, msg`Sometimes`, msg`Most of the time`, msg`Almost always`];

export type PgsiResult = { score: number; level: 'none' | 'low' | 'moderate' | 'problem'; title: MessageDescriptor; meaning: MessageDescriptor };

/** The score (0 to 27) of nine answers (0 to 3 each) and what it means, by the index's own bands. */
export function scorePgsi(answers: readonly number[]): PgsiResult {
  const score = answers.reduce((sum, answer) => sum + answer, 0);
  if (score === 0)
    return {
      score,
      level: 'none',
      title: msg`No problem gambling`,
      meaning: msg`Your answers show no sign of harm from gambling. Keep it that way: set limits before you play.`,
    };
  if (score <= 2) {
    return {
      score,
      level: 'low',
      title: msg`Low risk`,
      meaning: msg`You may have had a few problems from gambling. Deposit limits and the reality check help keep it under control.`,
    };
  }
  if (score <= 7) {
    return {
      score,
      level: 'moderate',
      title: msg`Moderate risk`,
      meaning: msg`Gambling is causing you some problems. Consider lower limits or a time-out, and talk to someone you trust or a help line below.`,
    };
  }
  return {
    score,
    level: 'problem',
    title: msg`Problem gambling`,
    meaning: msg`Gambling is harming you. We encourage you to take a self-exclusion and to contact one of the help lines below; you do not have to deal with it alone.`,
  };
}
