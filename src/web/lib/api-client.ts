import { currentLanguage, translateApiMessage } from '@web/i18n/i18n';
import { isRecord } from './local-store';
import { endSession, getToken } from './session';

// The one fetch wrapper: bearer token, the API's envelope, and errors that carry
// the server's message. Feature api/ files call it; pages never call fetch themselves.

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from server.';
/** A 503 (the server's, or a load balancer's with no body of ours): nothing was done; the same request may be sent again. */
export const UNAVAILABLE_MESSAGE = 'Service is busy, please try again';
/** The code of a refusal that asks for the authenticator app's code (or a recovery code) in `otp`. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

/** Whether an error asks for a two-factor code. */
export const isTwoFactorRequired = (error: unknown): boolean => error instanceof ApiError && error.code === TWO_FACTOR_REQUIRED;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;

  constructor(message: string, { status, code, errors }: { status: number; code: string; errors?: Record<string, string> | undefined }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK';
  }
}

export type ApiResult<T> = { data: T; message: string | undefined };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Said when the server's answer carries no message of its own (spec §8 fallbacks). */
  fallbackMessage?: string;
  /** When the failed answer's body is unreadable (not JSON), say its HTTP status text instead of fallbackMessage (spec §8, Withdraw). */
  preferStatusText?: boolean;
  /** Skip the token even when signed in (public calls stay cacheable and anonymous). */
  anonymous?: boolean;
};

export type ApiClient = {
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
};

export type ApiClientConfig = {
  getToken: () => string | undefined;
  /** Called when a request that carried a token is refused with 401: the token is dead. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function readErrors(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') errors[key] = message;
  }
  return errors;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const { method = 'GET', body, query, signal, fallbackMessage = 'Something went wrong. Please try again.', anonymous = false } = options;
    const token = anonymous ? undefined : config.getToken();
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage(), ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await (config.fetchImpl ?? fetch)(buildUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(translateApiMessage(NETWORK_ERROR_MESSAGE), { status: 0, code: 'NETWORK' });
    }

    let payload: unknown;
    let isReadable = true;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
      isReadable = false;
    }

    if (!response.ok || !isRecord(payload) || payload.success !== true) {
      const fallback =
        response.status === 503
          ? UNAVAILABLE_MESSAGE
          : options.preferStatusText && !isReadable && !response.ok && response.statusText
            ? response.statusText
            : fallbackMessage;
      const message = isRecord(payload) && typeof payload.message === 'string' && payload.message ? payload.message : fallback;
      const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : response.ok ? 'INVALID_RESPONSE' : `HTTP_${response.status}`;
      // TWO_FACTOR_REQUIRED asks for a code; the token is still good.
      if (response.status === 401 && token && code !== TWO_FACTOR_REQUIRED) config.onUnauthorized?.();
      throw new ApiError(translateApiMessage(message), { status: response.status, code, errors: isRecord(payload) ? readErrors(payload.errors) : undefined });
    }
    const message = typeof payload.message === 'string' ? payload.message : undefined;
    return { data: payload.data as T, message };
  }

  return {
    request,
    get: async <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => (await request<T>(path, { ...options, method: 'GET' })).data,
    send: <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method, body }),
  };
}

/** The player's client: the session token, and a dead token signs the player out. */
export const api = createApiClient({ getToken, onUnauthorized: endSession });

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return translateApiMessage(fallback);
}
