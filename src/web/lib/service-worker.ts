// The service worker (public/sw.js) that lets the site install to a phone's home screen and open
// without a network: it keeps the app's shell, never an API answer. Registered in built apps only.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the site still works; it only cannot be installed or opened offline.
    });
  });
}
