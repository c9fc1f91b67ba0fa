import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionItem } from '@shared/schemas/casino';
import { activateLanguage } from '@web/i18n/i18n';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { HomeCasinoSections } from './home-sections';

// The Popular Games cards' type tag is one of the site's list of game types, worded in the player's language.

const item = (id: number, title: string, tag: CollectionItem['tag']): CollectionItem => ({
  id,
  title,
  tag,
  image: `/media/games/${id}.svg`,
  game_type: title.toLowerCase(),
  provider: 'Lotus Originals',
});

describe('Popular Games', () => {
  it.each([
    ['en', 'Popular Games', ['Crash Game', 'Instant Game', 'Slot Game']],
    ['hi', 'पॉपुलर गेम्स', ['क्रैश गेम', 'इंस्टेंट गेम', 'स्लॉट गेम']],
    ['bn', 'জনপ্রিয় গেম', ['ক্র্যাশ গেম', 'ইনস্ট্যান্ট গেম', 'স্লট গেম']],
    ['ta', 'பிரபல கேம்கள்', ['கிராஷ் கேம்', 'இன்ஸ்டன்ட் கேம்', 'ஸ்லாட் கேம்']],
  ] as const)('tags each card with its game type in %s', async (language, heading, tags) => {
    await activateLanguage(language, { remember: false });
    try {
      mockFetch({
        'GET /api/games/exchange-games': () => ok({ items: [] }),
        'GET /api/games/popular': () => ok({ items: [item(1, 'Aviator', 'Crash Game'), item(2, 'Mines', 'Instant Game'), item(3, 'Super Ace', 'Slot Game')] }),
        'GET /api/games/providers': () => ok({ providers: [] }),
      });
      renderWithProviders(<HomeCasinoSections />, { route: '/' });
      const section = (await screen.findByRole('heading', { name: heading })).closest('section');
      if (!section) throw new Error('no Popular Games section');
      await within(section).findByText(tags[0]);
      for (const tag of tags) expect(within(section).getByText(tag)).toBeTruthy();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
