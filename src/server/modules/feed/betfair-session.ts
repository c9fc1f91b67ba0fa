import type { FastifyBaseLogger } from 'fastify';
import { httpsRequest, type TlsFiles } from './https-request';

// Betfair's session token, behind one interface: the stream's `authentication` and the
// catalogue's X-Authentication header ask for it, and hand it back as spent when Betfair says
// it is no longer valid. A fixed token (FEED_SESSION_TOKEN) is used as it is; the certificate
// login (FEED_LOGIN_URL) signs in with the operator's client certificate when a token is first
// needed or was spent, and keeps the session alive on a schedule so it never lapses unused.

export type FeedSession = {
  appKey: string;
  /** The current token, signing in first when there is none. */
  token(): Promise<string>;
  /** Betfair refused the token: the next token() signs in again. */
  invalidate(token: string): void;
  stop(): void;
};

export function fixedSession(appKey: string, token: string): FeedSession {
  return { appKey, token: async () => token, invalidate: () => undefined, stop: () => undefined };
}

export type CertLoginOptions = {
  appKey: string;
  loginUrl: string;
  keepAliveUrl: string;
  username: string;
  password: string;
  tls: TlsFiles;
  keepAliveMs: number;
  log: FastifyBaseLogger;
};

type LoginAnswer = { sessionToken?: string; loginStatus?: string };
type KeepAliveAnswer = { token?: string; status?: string; error?: string };

export function certLoginSession(options: CertLoginOptions): FeedSession {
  const { appKey, log } = options;
  let current: string | undefined;
  let signingIn: Promise<string> | undefined;

  const login = async (): Promise<string> => {
    const body = new URLSearchParams({ username: options.username, password: options.password }).toString();
    const answer = await httpsRequest(options.loginUrl, {
      method: 'POST',
      headers: { 'x-application': appKey, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      tls: options.tls,
    });
    let parsed: LoginAnswer = {};
    try {
      parsed = JSON.parse(answer.body) as LoginAnswer;
    } catch {
      // Reported below with the status.
    }
    if (answer.status !== 200 || parsed.loginStatus !== 'SUCCESS' || !parsed.sessionToken) {
      throw new Error(`Betfair login refused: ${parsed.loginStatus ?? `HTTP ${answer.status}`}`);
    }
    log.info('feed: signed in to Betfair');
    return parsed.sessionToken;
  };

  const keepAlive = async () => {
    const token = current;
    if (!token) return;
    try {
      const answer = await httpsRequest(options.keepAliveUrl, {
        method: 'POST',
        headers: { 'x-application': appKey, 'x-authentication': token, accept: 'application/json' },
        tls: options.tls,
      });
      const parsed = JSON.parse(answer.body) as KeepAliveAnswer;
      if (parsed.status !== 'SUCCESS') {
        log.warn({ error: parsed.error }, 'feed: Betfair refused the keep-alive; signing in again');
        if (current === token) current = undefined;
      }
    } catch (error) {
      log.warn({ err: error }, 'feed: keep-alive failed; trying again at the next one');
    }
  };
  const timer = setInterval(() => void keepAlive(), options.keepAliveMs);
  timer.unref();

  return {
    appKey,
    async token() {
      if (current) return current;
      signingIn ??= login().finally(() => {
        signingIn = undefined;
      });
      current = await signingIn;
      return current;
    },
    invalidate(token) {
      if (current === token) current = undefined;
    },
    stop: () => clearInterval(timer),
  };
}
