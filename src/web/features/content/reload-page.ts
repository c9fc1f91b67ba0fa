/** Reloads the whole page: the banner error's Retry (spec §2). Its own module so a test can watch it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
