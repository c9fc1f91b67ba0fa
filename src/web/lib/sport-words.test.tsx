import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/i18n/i18n';
import { sportName } from './sport-words';

afterEach(async () => {
  await activateLanguage('en', { remember: false });
});

describe('sportName', () => {
  it.each([
    ['en', 'Cricket', 'Football'],
    ['hi', 'क्रिकेट', 'फ़ुटबॉल'],
  ] as const)('words the sports the site knows in %s, football by either key', async (language, cricket, football) => {
    await activateLanguage(language, { remember: false });
    expect(sportName('cricket', 'Cricket')).toBe(cricket);
    expect(sportName('football', 'Football')).toBe(football);
    expect(sportName('soccer', 'Soccer')).toBe(football);
  });

  it("shows the catalogue's own name for a sport the site has no words for", async () => {
    await activateLanguage('hi', { remember: false });
    expect(sportName('darts', 'Darts')).toBe('Darts');
  });
});
