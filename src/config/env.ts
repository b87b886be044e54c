/** Where the API lives; the same origin by default. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1';

/** A request that has not answered after this long is abandoned (and retried once). */
export const requestTimeoutMs = 30_000;

/** Pause before the single retry of a failed request. */
export const retryDelayMs = 300;
