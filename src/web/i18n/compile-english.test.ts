import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileEnglish } from './compile-english';

describe('compileEnglish', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.setMessagesCompiler(compileEnglish);
  const say = (message: string, values?: Record<string, unknown>) => i18n._({ id: message, message, ...(values ? { values } : {}) });

  it('shows plain English as written', () => {
    expect(say('Place Bet')).toBe('Place Bet');
  });

  it('fills named and numbered placeholders', () => {
    expect(say('Balance {0}. Open account panel', { 0: '₹1,00,000.00' })).toBe('Balance ₹1,00,000.00. Open account panel');
    expect(say('Page {page} of {pages}', { page: 2, pages: 9 })).toBe('Page 2 of 9');
  });

  it('chooses the plural form and puts the number for #', () => {
    const message = '{0, plural, one {# match} other {# matches}}';
    expect(say(message, { 0: 1 })).toBe('1 match');
    expect(say(message, { 0: 12 })).toBe('12 matches');
  });
});
