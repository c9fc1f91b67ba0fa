import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getPreferences } from './lib/preferences';
import { registerServiceWorker } from './lib/service-worker';
import { warmIntl } from './lib/warm-intl';
import { activateLanguage, initialLanguage } from './i18n/i18n';
import './styles.css';

// The theme this device last used, before the first paint (PreferencesSync keeps it in step).
const { appearance } = getPreferences();
const prefersLight = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches;
document.documentElement.dataset.theme = appearance.theme === 'auto' ? (prefersLight ? 'light' : 'dark') : appearance.theme;
document.documentElement.toggleAttribute('data-compact', appearance.compactMode);

const root = document.getElementById('root');
// The first screen is drawn in the player's language: its catalog (a small chunk) comes first.
const language = initialLanguage();
void activateLanguage(language, { remember: false });
warmIntl(language);
if (root) {
  const reactRoot = createRoot(root);
  // Drawn as a transition: React builds the first screen in slices of a few milliseconds,
  // yielding to the browser between them, not in one task a phone cannot answer a tap during.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
registerServiceWorker();
