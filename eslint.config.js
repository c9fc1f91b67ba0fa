// ESLint: typescript-eslint's recommended rules (not the type-checked set: `npm test` stays fast) and
// the React hooks rules. docs/architecture.md, "Boundaries and style". Import boundaries and cycles
// are checked by dependency-cruiser (.dependency-cruiser.cjs), formatting by Prettier.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CLIMBS_TWO = '^\\.\\./\\.\\.(/|$)';
const CLIMBS_TWO_MESSAGE = 'Import through an alias (@server/..., @web/..., @shared/...) rather than climbing two folders.';

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', 'bench/results/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: CLIMBS_TWO, message: CLIMBS_TWO_MESSAGE }] }],
      // The same for import('...'); a selector's regex cannot hold a slash, hence \u002F.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression > Literal[value=/${CLIMBS_TWO.replaceAll('/', '\\u002F')}/]`, message: CLIMBS_TWO_MESSAGE },
      ],
      // `_name` marks a parameter or binding kept for its position or to leave it out of a spread.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
