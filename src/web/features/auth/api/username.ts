import { api } from '@web/lib/api-client';

// GET /api/auth/username-available?username= and the spec §5 username generation.

export const USERNAME_PREFIX = 'lotus';
export const USERNAME_PROBES = 10;

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const data = await api.get<{ username: string; available: boolean }>('/api/auth/username-available', { query: { username }, anonymous: true });
  return data.available;
}

export function randomUsername(random: () => number = Math.random): string {
  const digits = Math.floor(random() * 1_000_000)
    .toString()
    .padStart(6, '0');
  return `${USERNAME_PREFIX}${digits}`;
}

/**
 * Spec §5: `lotus` plus six digits, probed up to 10 times; after that, `lotus` plus the time.
 * Undefined when the server cannot be asked: registration then lets the server pick.
 */
export async function generateUsername(
  isAvailable: (username: string) => Promise<boolean> = isUsernameAvailable,
  { random = Math.random, now = Date.now }: { random?: () => number; now?: () => number } = {},
): Promise<string | undefined> {
  try {
    for (let probe = 0; probe < USERNAME_PROBES; probe += 1) {
      const candidate = randomUsername(random);
      if (await isAvailable(candidate)) return candidate;
    }
  } catch {
    return undefined;
  }
  return `${USERNAME_PREFIX}${now()}`;
}
