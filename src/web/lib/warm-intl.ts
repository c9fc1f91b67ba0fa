import type { Language } from '@shared/i18n/languages';
import { dateLocales } from '@web/i18n/languages';
import { displayTimeZone } from './format';

// The first number or date formatter a page makes loads the browser's locale and timezone data:
// on a slow phone's main thread that is one block of over a hundred milliseconds, in the middle
// of drawing the first screen, when no tap is answered. A worker thread makes the same formatters
// first, meanwhile, on another core; the data it loads belongs to the browser's process, so the
// page's own first formatter then takes well under a millisecond (decision 012). Without a worker
// (or if it fails) the page makes its formatters as before, only slower.

/** Starts the worker for the language the page starts in, in the player's timezone. */
export function warmIntl(language: Language): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
    worker.postMessage({ locale: dateLocales[language], timeZone: displayTimeZone() });
  } catch {
    // Refused (a policy, a browser without module workers): nothing is lost but the head start.
  }
}
