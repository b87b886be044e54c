import { HttpResponse } from 'msw';
import type { PageMeta } from '@generated/model';
import { errorBody } from './fixtures';

/** The contract's paging figures for `page` of `limit` rows among `totalItems`. */
export const metaOf = (page: number, limit: number, totalItems: number): PageMeta => {
  const totalPages = Math.ceil(totalItems / limit);
  return { page, limit, totalItems, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
};

/** The page the request asks for (`page`, `limit`) of every match. */
export function pageOf<T>(all: T[], params: URLSearchParams): { items: T[]; meta: PageMeta } {
  const limit = Number(params.get('limit') ?? 10);
  const page = Number(params.get('page') ?? 1);
  return {
    items: all.slice((page - 1) * limit, page * limit),
    meta: metaOf(page, limit, all.length),
  };
}

type Issue = { path: (string | number)[]; message: string };

/**
 * Answers the contract's ErrorBody, with the issues of a 400 on their fields (one field named
 * by `issues` carries the message itself). MSW answers a thrown Response as is: the generated
 * handlers only know success.
 */
export const fail = (
  status: number,
  code: string,
  message: string,
  issues?: string | Issue[],
): never => {
  const list = typeof issues === 'string' ? [{ path: [issues], message }] : issues;
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw HttpResponse.json(
    {
      ...errorBody(status, code, message),
      ...(list && { details: { issues: list.map((issue) => ({ code: 'custom', ...issue })) } }),
    },
    { status },
  );
};

/** An update carries `If-Match` with the version it read: another version answers 412. */
export const checkIfMatch = (request: Request, current: { updatedAt: string }, message: string) => {
  if (request.headers.get('If-Match') !== `"${current.updatedAt}"`) {
    fail(412, '412:PRECONDITION_FAILED', message);
  }
};

// A minute later than the last version, so that every save gives a new ETag.
export const later = (iso: string) => new Date(Date.parse(iso) + 60_000).toISOString();
