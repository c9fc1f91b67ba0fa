import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) compiled by Babel, only in the files that
 * import them: the rest of the tree stays on Vite's own fast transform. Shared by the Vite build
 * and Vitest (jsdom tests render translated components). Each message keeps its English source
 * in the build: English is drawn from it (src/web/i18n/compile-english.ts), with no catalog to
 * download before the first screen.
 */
export function linguiMacros() {
  const preset = defineRolldownBabelPreset({
    preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  });
  return babel({ presets: [preset] });
}
