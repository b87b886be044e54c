/** The orval mutator: every generated call goes through here. */
const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1';

/** Thrown for any non-2xx answer; `body` is the contract's error body. */
export class HttpError<TBody = unknown> extends Error {
  constructor(
    readonly status: number,
    readonly body: TBody,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

// orval types the `error` of every generated hook with this.
export type ErrorType<TBody> = HttpError<TBody>;

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
};

export const httpClient = async <T>(url: string, options: RequestInit): Promise<T> => {
  const response = await fetch(`${baseUrl}${url}`, options);
  const body = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
};
