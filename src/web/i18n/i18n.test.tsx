import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, currentLanguage, LANGUAGE_STORAGE_KEY } from './i18n';

// A page follows a language chosen on another page of the site: an open game's frame when the
// player switches language in the lobby around it, or another tab.

afterEach(async () => {
  await activateLanguage('en', { remember: false });
});

describe('the language chosen on another page', () => {
  it('is taken at once, and what is not one of ours is ignored', async () => {
    expect(currentLanguage()).toBe('en');
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'fr' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else', newValue: 'hi' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('en');
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'hi' }));
    await expect.poll(currentLanguage).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
