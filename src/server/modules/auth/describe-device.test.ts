import { describe, expect, it } from 'vitest';
import { localizeText } from '@server/http/localize';
import { noticeTexts } from '@server/modules/notifications';
import { describeDevice, deviceKey } from './describe-device';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge · Windows'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome · Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari · iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome · iPhone',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari · Mac'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['', 'Unknown device'],
  ])('describes %s', (userAgent, words) => {
    expect(describeDevice(userAgent)).toBe(words);
  });
});

describe('deviceKey', () => {
  it('is the same across version updates and differs between browsers', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceKey(chrome)).toBe(deviceKey(chrome.replace('131.0.0.0', '133.0.6943.54')));
    expect(deviceKey(chrome)).not.toBe(deviceKey('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'));
  });
});

describe('the sign-in alert', () => {
  const android = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  it.each(['hi', 'bn', 'ta'] as const)('in %s, names the device by its brands alone, with no English word between them', (language) => {
    const translated = localizeText(noticeTexts.newSignIn(describeDevice(android), '10.1.2.3'), language);
    expect(translated).toContain('Chrome');
    expect(translated).toContain('Android');
    expect(translated.replace('Chrome', '').replace('Android', '')).not.toMatch(/[A-Za-z]/);
  });
});
