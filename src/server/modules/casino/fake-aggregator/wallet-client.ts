import { walletAnswerSchema, type WalletAnswer } from '@shared/schemas/casino';
import { SIGNATURE_HEADER, signBody } from '../seamless-wallet/signature';

// The aggregator's HTTP client for Lotus's wallet callbacks: signs each body, gives up after a
// timeout (the aggregator's side of the 3-second rule), and reports what came back.

export type WalletOperation = 'balance' | 'debit' | 'credit' | 'rollback';

export type CallOutcome =
  { kind: 'answer'; httpStatus: number; answer: WalletAnswer } | { kind: 'timeout' } | { kind: 'error'; httpStatus: number | undefined; text: string };

export type CallOptions = {
  timeoutMs?: number;
  /** Sign with this secret instead (a wrong one, for tests). */
  signWith?: string;
  /** Send this body text as it is (after signing it). */
  rawBody?: string;
  /** Change the body after signing it (tampering, for tests). */
  tamper?: (signedBody: string) => string;
};

export type WalletClient = {
  call(operation: WalletOperation, body: Record<string, unknown>, options?: CallOptions): Promise<CallOutcome>;
};

export function createWalletClient(config: { lotusUrl: string; providerKey: string; secret: string; timeoutMs?: number }): WalletClient {
  const base = `${config.lotusUrl.replace(/\/+$/, '')}/api/casino/callback/${config.providerKey}`;
  return {
    async call(operation, body, options = {}) {
      const text = options.rawBody ?? JSON.stringify(body);
      const signature = signBody(options.signWith ?? config.secret, text);
      const sent = options.tamper ? options.tamper(text) : text;
      try {
        const response = await fetch(`${base}/${operation}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          body: sent,
          signal: AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs ?? 3_000),
        });
        const responseText = await response.text();
        const parsed = walletAnswerSchema.safeParse(safeJson(responseText));
        if (!parsed.success) return { kind: 'error', httpStatus: response.status, text: responseText };
        return { kind: 'answer', httpStatus: response.status, answer: parsed.data };
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
        return { kind: 'error', httpStatus: undefined, text: (error as Error).message };
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
