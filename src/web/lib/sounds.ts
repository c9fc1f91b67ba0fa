import { getPreferences } from './preferences';

// The four sounds, made in the browser with WebAudio (nothing downloaded): a short tone pattern
// each, at the player's volume, and only when the player's switches allow it.

export type SoundName = 'bet-placed' | 'bet-matched' | 'win' | 'notification';

/** Each sound as notes: frequency (Hz), start and length (seconds). */
const patterns: Record<SoundName, ReadonlyArray<{ hz: number; at: number; length: number }>> = {
  'bet-placed': [{ hz: 660, at: 0, length: 0.09 }],
  'bet-matched': [
    { hz: 660, at: 0, length: 0.08 },
    { hz: 990, at: 0.09, length: 0.12 },
  ],
  win: [
    { hz: 523, at: 0, length: 0.1 },
    { hz: 659, at: 0.1, length: 0.1 },
    { hz: 784, at: 0.2, length: 0.1 },
    { hz: 1047, at: 0.3, length: 0.22 },
  ],
  notification: [
    { hz: 880, at: 0, length: 0.1 },
    { hz: 660, at: 0.14, length: 0.14 },
  ],
};

/** Whether the player's sound settings let this sound play. */
export function isSoundAllowed(name: SoundName): boolean {
  const { sound } = getPreferences();
  if (!sound.soundEnabled || sound.volume === 0) return false;
  if (name === 'win') return sound.winSounds;
  if (name === 'notification') return sound.notificationSounds;
  return sound.betSounds;
}

let context: AudioContext | undefined;

/** Plays a sound if the settings allow it; silent where WebAudio is missing or blocked. */
export function playSound(name: SoundName): void {
  if (!isSoundAllowed(name) || typeof globalThis.AudioContext !== 'function') return;
  try {
    context ??= new globalThis.AudioContext();
    if (context.state === 'suspended') void context.resume();
    const peak = (getPreferences().sound.volume / 100) * 0.3;
    const start = context.currentTime + 0.01;
    for (const note of patterns[name]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0, start + note.at);
      gain.gain.linearRampToValueAtTime(peak, start + note.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length + 0.02);
    }
  } catch {
    // A browser that refuses audio (no user gesture yet, no device) plays nothing.
  }
}
