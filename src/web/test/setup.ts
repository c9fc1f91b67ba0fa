import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { dismissToast } from '../components/toast';
import { reloadSession } from '../lib/session';

// jsdom does not scroll; the shell scrolls to top on every route change.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  reloadSession();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
