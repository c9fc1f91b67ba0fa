// What the stream client does when Betfair refuses a request (`status` with `statusCode:
// FAILURE`), by error code and by the request refused:
// - the session is no longer valid: sign in again and reconnect at once;
// - the clock tokens are refused: subscribe afresh, from a new image;
// - the subscription names more markets than the connection may hold: keep the soonest half;
// - the cricket subscription refused (the app key lacks the data): go on without scores;
// - a limit on requests or connections, or an app key refused: wait the longest backoff, as
//   trying sooner only prolongs it (and an operator must look: logged as an error);
// - a timeout or a failure on Betfair's side: reconnect with the usual backoff.

/** The longest wait between two connection attempts. */
export const MAX_RECONNECT_MS = 30_000;

export type StatusReaction =
  | { kind: 'new-session' }
  | { kind: 'fresh-image' }
  | { kind: 'fewer-markets' }
  | { kind: 'no-cricket' }
  | { kind: 'reconnect'; afterMs: number }
  | { kind: 'log' };

export function reactionTo(errorCode: string | undefined, request: string | undefined, baseReconnectMs: number): StatusReaction {
  if (request === 'cricketSubscription' && errorCode !== 'INVALID_SESSION_INFORMATION' && errorCode !== 'NO_SESSION') return { kind: 'no-cricket' };
  switch (errorCode) {
    case 'INVALID_SESSION_INFORMATION':
    case 'NO_SESSION':
      return { kind: 'new-session' };
    case 'INVALID_CLOCK':
      return { kind: 'fresh-image' };
    case 'SUBSCRIPTION_LIMIT_EXCEEDED':
      return { kind: 'fewer-markets' };
    case 'TOO_MANY_REQUESTS':
    case 'MAX_CONNECTION_LIMIT_EXCEEDED':
    case 'NO_APP_KEY':
    case 'INVALID_APP_KEY':
    case 'NOT_AUTHORIZED':
      return { kind: 'reconnect', afterMs: MAX_RECONNECT_MS };
    case 'TIMEOUT':
      return { kind: 'reconnect', afterMs: baseReconnectMs };
    case 'INVALID_INPUT':
    case 'INVALID_REQUEST':
    case 'UNEXPECTED_ERROR':
    case 'CONNECTION_FAILED':
      return { kind: 'reconnect', afterMs: baseReconnectMs * 2 };
    default:
      return request === 'heartbeat' ? { kind: 'log' } : { kind: 'reconnect', afterMs: baseReconnectMs * 2 };
  }
}
