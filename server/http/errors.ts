import type { components } from '@generated/openapi-types/schema';
import { t, type Lang, type MessageKey } from './i18n';

export type IssuePath = (string | number)[];

/** A validation issue; `key` is translated when the answer is written, `message` is final. */
export interface Issue {
  code: string;
  path: IssuePath;
  key?: MessageKey;
  message?: string;
  expected?: string;
  /** What the key's message names, in the answer's language (`{{name}}` in messages.json). */
  values?: (lang: Lang) => Record<string, string>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 429 | 500 | 503;

/** Every failure the API answers on purpose; anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly key: MessageKey,
    readonly issues?: Issue[],
    readonly retryAfter?: number,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const badRequest = (issues: Issue[]) =>
  new ApiError(400, issues[0]?.key ?? 'badRequest', issues);

/** One broken business rule on one field. */
export const ruleViolation = (path: IssuePath, key: MessageKey) =>
  badRequest([{ code: 'custom', path, key }]);

export const unauthorized = (key: MessageKey = 'unauthorized') => new ApiError(401, key);
export const forbidden = () => new ApiError(403, 'forbidden');
export const notFound = () => new ApiError(404, 'notFound');
export const conflict = (key: MessageKey) => new ApiError(409, key);
export const preconditionFailed = () => new ApiError(412, 'preconditionFailed');
/** The service cannot do it now (a code that could not be sent); the user tries again. */
export const unavailable = (key: MessageKey) => new ApiError(503, key);
export const tooManyRequests = (retryAfter: number) =>
  new ApiError(429, 'tooManyRequests', undefined, retryAfter);

export type ErrorBody = components['schemas']['ErrorBody'];

export const errorBody = (
  status: ErrorStatus,
  key: MessageKey,
  lang: Lang,
  path: string,
  issues?: Issue[],
): ErrorBody => {
  const translated = issues?.map((issue) => ({
    code: issue.code,
    message: issue.message ?? fill(t(lang, issue.key ?? 'badRequest'), issue.values?.(lang) ?? {}),
    path: issue.path,
    ...(issue.expected === undefined ? {} : { expected: issue.expected }),
  }));
  return {
    // The first issue is what a form or a toast shows first.
    message: translated?.[0]?.message ?? t(lang, key),
    code: `${status}:${NAMES[status]}`,
    path,
    date: new Date().toISOString(),
    ...(translated ? { details: { issues: translated } } : {}),
  };
};
