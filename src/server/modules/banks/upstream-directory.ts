import type { BankBranch } from '@shared/schemas/wallet';

// A Razorpay-style bank directory: GET {baseUrl}/{IFSC} answers 200 with JSON holding BANK,
// BRANCH, CITY, STATE (and more), or 404 for an unknown code. Answers are cached; a slow or
// failing directory throws, and the caller falls back to the offline dataset.

export type UpstreamAnswer = { found: true; branch: BankBranch } | { found: false };
export type UpstreamDirectory = { lookup(ifsc: string): Promise<UpstreamAnswer> };

export type UpstreamOptions = {
  timeoutMs?: number;
  /** How long a found branch is remembered. */
  ttlMs?: number;
  /** How long "no such code" is remembered (shorter: a new branch may appear). */
  notFoundTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

export function createUpstreamDirectory(baseUrl: string, options: UpstreamOptions = {}): UpstreamDirectory {
  const { timeoutMs = 3000, ttlMs = 24 * 3600_000, notFoundTtlMs = 3600_000, maxEntries = 10_000, now = Date.now } = options;
  const cache = new Map<string, { answer: UpstreamAnswer; expiresAt: number }>();
  const root = baseUrl.replace(/\/+$/, '');

  function remember(ifsc: string, answer: UpstreamAnswer) {
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(ifsc, { answer, expiresAt: now() + (answer.found ? ttlMs : notFoundTtlMs) });
  }

  return {
    async lookup(ifsc) {
      const cached = cache.get(ifsc);
      if (cached && cached.expiresAt > now()) return cached.answer;
      const response = await fetch(`${root}/${encodeURIComponent(ifsc)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        const answer: UpstreamAnswer = { found: false };
        remember(ifsc, answer);
        return answer;
      }
      if (!response.ok) throw new Error(`bank directory answered ${response.status}`);
      const answer: UpstreamAnswer = { found: true, branch: parseBranch(ifsc, await response.json()) };
      remember(ifsc, answer);
      return answer;
    },
  };
}

function parseBranch(ifsc: string, body: unknown): BankBranch {
  if (body === null || typeof body !== 'object') throw new Error('bank directory answered no object');
  const record = body as Record<string, unknown>;
  const text = (name: string) => (typeof record[name] === 'string' ? String(record[name]).trim() : '');
  const bank = text('BANK');
  if (!bank) throw new Error('bank directory answered no BANK');
  return { ifsc, bank, branch: text('BRANCH'), city: text('CITY') || text('DISTRICT'), state: text('STATE') };
}
