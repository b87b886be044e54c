import type { ErrorBody } from '@generated/model';
import { apiBaseUrl, requestTimeoutMs, retryDelayMs } from '../config/env';
import { currentLanguage, i18n } from './i18n/i18n';
import { endSession, getToken } from './session';

/** Any failed call: a non-2xx answer, or no answer at all (then status 500). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

// orval types the `error` of every generated hook with this; whatever the declared error
// responses, the failure is an ApiError whose body is the contract's ErrorBody.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type ErrorType<_TBody> = ApiError;

const UNAUTHORIZED = '401:UNAUTHORIZED';

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorBody).message === 'string' &&
  typeof (value as ErrorBody).code === 'string';

const errorBody = (status: number, path: string, message: string): ErrorBody => ({
  message,
  code:
    status === 408
      ? '408:REQUEST_TIMEOUT'
      : status === 500
        ? '500:INTERNAL_SERVER_ERROR'
        : `${status}:HTTP_ERROR`,
  path,
  date: new Date().toISOString(),
});

/** Files the API answers (a PDF, an image): kept as bytes, never read as text. */
const BINARY = /^(application\/pdf|image\/)/;

const readBody = async (response: Response): Promise<unknown> => {
  if (response.ok && BINARY.test(response.headers.get('content-type') ?? '')) {
    return response.blob();
  }
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

declare global {
  interface Window {
    /**
     * The GETs index.html sends before the app's code is there (the signed-in user's question),
     * by URL, with the bearer token and the language they carry.
     */
    pageRequests?: Record<
      string,
      { token: string; language: string; response: Promise<Response> } | undefined
    >;
  }
}

/**
 * The answer to a GET of `url` that index.html already sent with the same bearer token and
 * language, taken once: the first such call of the app adopts it instead of asking again.
 */
const sentByPage = (url: string, init: RequestInit): Promise<Response> | undefined => {
  const sent = window.pageRequests?.[url];
  if (!sent || import.meta.env.MODE === 'msw') return undefined;
  window.pageRequests![url] = undefined;
  const headers = new Headers(init.headers);
  const same =
    headers.get('Authorization') === `Bearer ${sent.token}` &&
    headers.get('Accept-Language') === sent.language;
  return same ? sent.response : undefined;
};

/** One attempt; answers the body, or throws an ApiError, or rethrows the caller's abort. */
const attempt = async <T>(url: string, init: RequestInit, path: string): Promise<T> => {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
  let response: Response;
  try {
    response = await (sentByPage(url, init) ?? fetch(url, { ...init, signal }));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    const status = timeout.aborted ? 408 : 500;
    throw new ApiError(
      status,
      errorBody(status, path, i18n.t(timeout.aborted ? 'errors.timeout' : 'errors.generic')),
    );
  }
  const body = await readBody(response);
  if (response.ok) return body as T;
  throw new ApiError(
    response.status,
    isErrorBody(body) ? body : errorBody(response.status, path, i18n.t('errors.generic')),
  );
};

const retryable = (error: unknown) =>
  error instanceof ApiError && (error.status >= 500 || error.status === 408);

/**
 * GET requests sent ahead of the query that will make them (a route's loader starts a screen's
 * data while the screen's code loads), by URL. The query's own call to that URL adopts the
 * request, its answer or its failure, instead of sending another: one request, reported by the
 * query as if it had sent it.
 */
const early = new Map<string, Promise<unknown>>();
/** How long an early answer waits for its query; after that the query asks anew. */
const earlyLifetimeMs = 30_000;
/** The early request being sent: its URL and the request the map holds for it. */
let sendingEarly: { url?: string; request?: Promise<unknown> } | undefined;

/** A request sent by `requestEarly`; `claim` takes it back from the queries (true once). */
export interface EarlyRequest<T> {
  promise: Promise<T>;
  claim: () => boolean;
}

/**
 * Sends the GET that `call` makes (a generated function: `() => listHolders(params)`) now, for a
 * query that will ask for it soon. Whoever gets it first has it: the query, whose call to the
 * same URL adopts it, or the caller through `claim` (to put the answer in the query cache).
 */
export const requestEarly = <T>(call: () => Promise<T>): EarlyRequest<T> => {
  const sending: NonNullable<typeof sendingEarly> = {};
  sendingEarly = sending;
  let promise: Promise<T>;
  try {
    promise = call();
  } finally {
    sendingEarly = undefined;
  }
  // Its failure belongs to the query that adopts it; unadopted, it is nobody's to report.
  promise.catch(() => undefined);
  // `call` is an async function: its promise is not the request the map holds.
  const { url, request } = sending;
  return {
    promise,
    claim: () => url !== undefined && early.get(url) === request && early.delete(url),
  };
};

/**
 * The mutator behind every generated call. It applies the HTTP rules of the product in one
 * place: base URL, bearer token, language, errors as ApiError, one retry of a failed request
 * (never of a 4xx), one Idempotency-Key per create shared by its retry, and the end of the
 * session on `401:UNAUTHORIZED`. Query and mutation retries live here rather than in TanStack
 * Query, so that a retried create reuses its key. A GET sent early (`requestEarly`) is adopted.
 * Why: docs/decisions/0003-one-http-mutator.md and docs/decisions/0004-idempotency-keys-and-etags.md.
 */
export const httpClient = <T>(path: string, options: RequestInit): Promise<T> => {
  const url = `${apiBaseUrl}${path}`;
  if ((options.method ?? 'GET').toUpperCase() !== 'GET') return send<T>(url, path, options);
  if (sendingEarly) {
    sendingEarly.url = url;
    // Already on its way (main.tsx asks for the user before anything else): the same request.
    const sent = early.get(url);
    if (sent) {
      sendingEarly.request = sent;
      return sent as Promise<T>;
    }
    const promise = send<T>(url, path, options);
    early.set(url, promise);
    sendingEarly.request = promise;
    setTimeout(() => {
      if (early.get(url) === promise) early.delete(url);
    }, earlyLifetimeMs);
    return promise;
  }
  const adopted = early.get(url);
  if (adopted) {
    early.delete(url);
    return adopted as Promise<T>;
  }
  return send<T>(url, path, options);
};

const send = async <T>(url: string, path: string, options: RequestInit): Promise<T> => {
  const headers = new Headers(options.headers);
  const token = getToken();
  // A caller's own bearer (the password-reset token) wins over the session's.
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLanguage());
  if (options.method?.toUpperCase() === 'POST' && !headers.has('Idempotency-Key')) {
    headers.set('Idempotency-Key', crypto.randomUUID());
  }
  const init = { ...options, headers };
  try {
    try {
      return await attempt<T>(url, init, path);
    } catch (error) {
      if (!retryable(error)) throw error;
      await sleep(retryDelayMs, options.signal);
      return await attempt<T>(url, init, path);
    }
  } catch (error) {
    if (token && error instanceof ApiError && error.body.code === UNAUTHORIZED) endSession();
    throw error;
  }
};
