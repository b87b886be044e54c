import {
  getGetOriginRegisterQueryKey,
  getOriginRegister,
} from '@generated/api/origin-register/origin-register';
import type { GetOriginRegisterParams } from '@generated/model';
import { pageSizes, positiveInt } from '@/components/data-table/use-list-state';
import { DAY, dayOfDate } from '@/lib/contract-values';

// The register's period, seed and page as the URL holds them, without React or zod: the screen
// reads them, and a first visit asks for the register they name before the screen's code
// arrives (src/app/prefetch.ts).

const DAY_MS = 86_400_000;
/** The server's limit: a year, a leap one too, both days included. */
const MAX_DAYS = 366;
/** The contract's largest seed (an unsigned 32-bit integer; a test holds it to the contract). */
export const MAX_SEED = 0xffff_ffff;
/** The sample's rows a page: it comes whole with each page of the register, and is paged here. */
export const SAMPLE_PAGE_SIZE = 25;

/** The last three whole months: the pickup documents an audit reads. */
export const defaultPeriod = (today = new Date()) => {
  const firstOfMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const from = new Date(firstOfMonth);
  from.setUTCMonth(from.getUTCMonth() - 3);
  return { from: dayOfDate(from), to: dayOfDate(new Date(firstOfMonth - DAY_MS)) };
};

/** What is wrong with a period, in the server's words, or nothing. */
export const periodProblem = (from: string, to: string) => {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'period.order';
  if (days > MAX_DAYS) return 'period.tooLong';
  return undefined;
};

export const parseSeed = (text: string | null) => {
  if (text === null || !/^\d{1,10}$/.test(text)) return undefined;
  const seed = Number(text);
  return seed <= MAX_SEED ? seed : undefined;
};

/** The register the URL's search names: a day that is not one, or no day, is the default's. */
export const registerStateOf = (search: URLSearchParams) => {
  const fallback = defaultPeriod();
  const day = (key: string, otherwise: string) => {
    const value = search.get(key);
    return value && DAY.test(value) ? value : otherwise;
  };
  const limit = Number(search.get('limit'));
  return {
    from: day('from', fallback.from),
    to: day('to', fallback.to),
    seed: parseSeed(search.get('seed')),
    page: positiveInt(search.get('page'), 1),
    limit: pageSizes.some((size) => size === limit) ? limit : 25,
  };
};

export type RegisterState = ReturnType<typeof registerStateOf>;

/** The page of the sample the URL names (the server's answer holds the whole sample). */
export const samplePageOf = (search: URLSearchParams) => positiveInt(search.get('samplePage'), 1);

/** The call the screen makes for `state`; none for a period the server would refuse. */
export const registerRequest = (state: RegisterState) => {
  if (periodProblem(state.from, state.to)) return undefined;
  const params: GetOriginRegisterParams = state;
  return {
    queryKey: getGetOriginRegisterQueryKey(params),
    fetch: () => getOriginRegister(params),
  };
};
