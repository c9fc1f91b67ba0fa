import { createHash } from 'node:crypto';

// A sign-in's device in words, from its user agent ("Chrome · Android"), and the key that says
// whether a device signed in before. Browser and system are brand names, the same in every
// language, and a dot joins them rather than a word, so the devices list and the sign-in alert
// read as well in Hindi, Bengali and Tamil as in English. Browsers' names in the order to test
// them: Edge and Opera say "Chrome" too, and every browser on iOS says "Safari".

const browsers: ReadonlyArray<[RegExp, string]> = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/FxiOS\/|Firefox\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Android", "Safari · iPhone", "Firefox", "Android", or "Unknown device". */
export function describeDevice(userAgent: string): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (userAgent.trim() ? userAgent.trim().slice(0, 60) : 'Unknown device');
}

/**
 * What makes two sign-ins "the same device": the user agent with its numbers blanked, so a
 * browser or system update is not a new device while another browser or phone model is.
 */
export function deviceKey(userAgent: string): string {
  return createHash('sha256').update(userAgent.trim().toLowerCase().replace(/\d+/g, '0')).digest('hex');
}
