// Which errors mean a service Lotus depends on is away (a connection cut, refused or timed out;
// PostgreSQL shutting down or starting), as opposed to a request that was wrong or code that is.
// The one error mapper answers these 503 with Retry-After (docs/decisions/047-faults-and-stopping.md):
// nothing was written, because the transaction they broke rolled back with its connection.

/**
 * SQLSTATEs of a connection gone or refused: class 08, the 57P0x shutdowns and the idle-session
 * timeout, a transaction ended for idling (25P03: the server closes its connection too), too many
 * connections.
 */
const unavailableStates = /^(08...|57P0[1-5]|25P03|53300)$/;

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

// node-postgres and ioredis say these in words only.
const unavailableMessages = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /^Connection is closed/,
  /enableOfflineQueue options is false/,
  /Reached the max retries per request limit/,
  /^Database is (?:away|stopping)/,
];

/** Whether the error (or one it wraps, as drizzle wraps the driver's) says a database or Redis connection failed. */
export function isUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    // A connection that tried several addresses (localhost: ::1 and 127.0.0.1) fails with all their errors.
    if (Array.isArray(errors) && errors.some(isUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
