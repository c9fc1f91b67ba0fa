// One error type, few codes, one mapper. Throw AppError anywhere; app.ts maps it.

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** Two-factor sign-in is on: the request needs a valid code from the authenticator app (`otp`). */
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  INSUFFICIENT_BALANCE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** PostgreSQL or Redis is away (a connection cut, refused, timed out): nothing was written; try again. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError('BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Invalid or expired token') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
export const unavailable = () => new AppError('UNAVAILABLE', 'Service is busy, please try again');

/** Seconds a 503 asks the client to wait before it tries again (Retry-After). */
export const RETRY_AFTER_SECONDS = 2;

/** PostgreSQL SQLSTATE of a driver error; drizzle wraps it in err.cause. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isCheckViolation = (error: unknown) => sqlState(error) === '23514';
