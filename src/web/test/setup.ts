import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { dismissToast } from '../components/toast';
import { activateLanguage } from '../i18n/i18n';
import { reloadSession } from '../lib/session';

// Lazy routes compile on first use: on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; the shell scrolls to top on every route change.
window.scrollTo = () => undefined;

// Components speak through Lingui: tests read the English catalog.
beforeAll(async () => {
  await activateLanguage('en', { remember: false });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  reloadSession();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
