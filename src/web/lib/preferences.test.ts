import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultUserSettings, type UserSettings } from '@shared/schemas/settings';
import { formatBetTime, formatDate, formatDateTime, formatNumericDateTime } from './format';
import { applyPreferences, getPreferences } from './preferences';
import { formatApproximate } from './site-settings';
import { isSoundAllowed, playSound } from './sounds';

// The settings in force reach the formatters and the sounds.

const withSettings = (change: (settings: UserSettings) => UserSettings) => applyPreferences(change(structuredClone(defaultUserSettings)));
afterEach(() => applyPreferences(defaultUserSettings));

describe('timezone', () => {
  const iso = '2025-11-22T20:30:00.000Z';

  it('shows every date and time in the chosen timezone, India time by default', () => {
    expect(formatBetTime(iso)).toBe('23 Nov 2025, 02:00');
    expect(formatNumericDateTime(iso)).toBe('23/11/2025, 02:00');
    withSettings((s) => ({ ...s, appearance: { ...s.appearance, timezone: 'UTC' } }));
    expect(formatBetTime(iso)).toBe('22 Nov 2025, 20:30');
    expect(formatDate(iso)).toBe('22 Nov 2025');
    withSettings((s) => ({ ...s, appearance: { ...s.appearance, timezone: 'Asia/Dubai' } }));
    expect(formatDateTime(iso)).toMatch(/^23 Nov 2025, 12:30 am$/i);
  });

  it('shows text that is not a time as sent', () => {
    expect(formatBetTime('soon')).toBe('soon');
  });
});

describe('approximate currencies', () => {
  it('divide rupees by the operator’s rate and say they are approximate', () => {
    expect(formatApproximate(25_000.5, 'USD', 83.5)).toBe('≈ $299.41');
    expect(formatApproximate(-835, 'EUR', 83.5)).toBe('≈ -€10.00');
  });
});

describe('sounds', () => {
  it('play only what the switches allow', () => {
    expect(isSoundAllowed('bet-placed')).toBe(true);
    withSettings((s) => ({ ...s, sound: { ...s.sound, betSounds: false } }));
    expect(isSoundAllowed('bet-placed')).toBe(false);
    expect(isSoundAllowed('bet-matched')).toBe(false);
    expect(isSoundAllowed('win')).toBe(true);
    withSettings((s) => ({ ...s, sound: { ...s.sound, winSounds: false, notificationSounds: false } }));
    expect(isSoundAllowed('win')).toBe(false);
    expect(isSoundAllowed('notification')).toBe(false);
    withSettings((s) => ({ ...s, sound: { ...s.sound, volume: 0 } }));
    expect(isSoundAllowed('win')).toBe(false);
    withSettings((s) => ({ ...s, sound: { ...s.sound, soundEnabled: false } }));
    expect(isSoundAllowed('notification')).toBe(false);
  });

  it('are made with WebAudio at the chosen volume', () => {
    const ramps: number[] = [];
    const started = vi.fn();
    const node = () => ({ connect: (next: unknown) => next ?? node(), start: started, stop: vi.fn(), type: '', frequency: { value: 0 } });
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator = () => node();
      createGain = () => ({
        connect: (next: unknown) => next,
        gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: (value: number) => ramps.push(value), exponentialRampToValueAtTime: vi.fn() },
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    withSettings((s) => ({ ...s, sound: { ...s.sound, volume: 50 } }));
    playSound('win');
    expect(started).toHaveBeenCalledTimes(4);
    expect(ramps.every((peak) => Math.abs(peak - 0.15) < 1e-9)).toBe(true);
    started.mockClear();
    withSettings((s) => ({ ...s, sound: { ...s.sound, winSounds: false } }));
    playSound('win');
    expect(started).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    expect(getPreferences().sound.winSounds).toBe(false);
  });
});
