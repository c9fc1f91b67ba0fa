import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The player site's catalogs (docs/decisions/046-four-languages.md). `npx lingui extract` adds new
// messages to every locale's .po file; the Vite plugin compiles a .po file when it is imported,
// so each language is its own lazy chunk. The back office stays English and is not extracted.
// Screens a player opens from the menus, away from the home page and the betting path: Matka,
// promotions and Refer & Earn, responsible gambling with its reality check, settings, profile and
// the statement. Their catalog is a chunk of its own per language, loaded with their routes.
const extraArea = [
  '<rootDir>/src/web/features/matka/**',
  '<rootDir>/src/web/features/promotions/**',
  '<rootDir>/src/web/features/responsible-gambling/**',
  '<rootDir>/src/web/features/settings/**',
  '<rootDir>/src/web/features/profile/**',
  '<rootDir>/src/web/features/statement/**',
];
// The house games in the game frame and the Fairness page; the card tables apart (each their own
// chunk per language, loaded by their routes).
const tablesArea = ['<rootDir>/src/web/features/house-games/tables/**'];
const gamesArea = ['<rootDir>/src/web/features/house-games/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'bn', 'ta'],
  catalogs: [
    {
      path: '<rootDir>/src/web/i18n/locales/{locale}',
      include: ['<rootDir>/src/web'],
      exclude: ['**/node_modules/**', '<rootDir>/src/web/features/admin/**', '**/*.test.ts', '**/*.test.tsx', ...extraArea, ...gamesArea],
    },
    // Screens away from the home page: their language's catalog loads with their route (i18n.ts).
    { path: '<rootDir>/src/web/i18n/locales/extra/{locale}', include: extraArea, exclude: ['**/*.test.ts', '**/*.test.tsx'] },
    {
      path: '<rootDir>/src/web/i18n/locales/games/{locale}',
      include: gamesArea,
      exclude: ['**/*.test.ts', '**/*.test.tsx', ...tablesArea],
    },
    { path: '<rootDir>/src/web/i18n/locales/tables/{locale}', include: tablesArea, exclude: ['**/*.test.ts', '**/*.test.tsx'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
