// A .po catalog imported through @lingui/vite-plugin: compiled to its messages at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
