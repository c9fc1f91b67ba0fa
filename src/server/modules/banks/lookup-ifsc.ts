import type { BankBranch } from '@shared/schemas/wallet';
import { findOfflineBranch } from './offline-directory';
import type { UpstreamDirectory } from './upstream-directory';

export type IfscLookup = { branch: BankBranch; source: 'directory' | 'offline' } | undefined;

/**
 * The branch behind an IFSC (already upper-case and well formed). The configured directory is
 * asked first and its word is final when it answers; when it is absent, slow or failing, the
 * offline dataset answers.
 */
export async function lookupIfsc(ifsc: string, upstream: UpstreamDirectory | undefined, onUpstreamError?: (error: unknown) => void): Promise<IfscLookup> {
  if (upstream) {
    try {
      const answer = await upstream.lookup(ifsc);
      return answer.found ? { branch: answer.branch, source: 'directory' } : undefined;
    } catch (error) {
      onUpstreamError?.(error);
    }
  }
  const branch = await findOfflineBranch(ifsc);
  return branch ? { branch, source: 'offline' } : undefined;
}
