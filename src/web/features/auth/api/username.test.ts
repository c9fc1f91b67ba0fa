import { describe, expect, it, vi } from 'vitest';
import { generateUsername, randomUsername, USERNAME_PROBES } from './username';

describe('username generation (spec §5)', () => {
  it('is lotus and six digits, zero-padded', () => {
    expect(randomUsername(() => 0.000042)).toBe('lotus000042');
    expect(randomUsername(() => 0.999999)).toMatch(/^lotus\d{6}$/);
  });

  it('answers the first free name', async () => {
    const isAvailable = vi.fn(async (name: string) => name === 'lotus300000');
    const values = [0.1, 0.2, 0.3];
    const name = await generateUsername(isAvailable, { random: () => values.shift() ?? 0.9 });
    expect(name).toBe('lotus300000');
    expect(isAvailable).toHaveBeenCalledTimes(3);
  });

  it('probes 10 times, then falls back to lotus and the time', async () => {
    const isAvailable = vi.fn(async () => false);
    const name = await generateUsername(isAvailable, { now: () => 1_732_000_000_000 });
    expect(isAvailable).toHaveBeenCalledTimes(USERNAME_PROBES);
    expect(name).toBe('lotus1732000000000');
  });

  it('leaves the choice to the server when it cannot be asked', async () => {
    const name = await generateUsername(async () => {
      throw new Error('offline');
    });
    expect(name).toBeUndefined();
  });
});
