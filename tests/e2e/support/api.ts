import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { stateFile, type Account } from './accounts';

/** The session token the setup project stored for `account`. */
export const tokenOf = (account: Account) =>
  (
    JSON.parse(readFileSync(stateFile(account), 'utf8')) as {
      origins: { localStorage: { name: string; value: string }[] }[];
    }
  ).origins[0]!.localStorage.find((item) => item.name === 'token')!.value;

/** A GET on the API as `account`, for ids and facts the screens are then checked against. */
export async function apiGet<T>(request: APIRequestContext, account: Account, path: string) {
  const response = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${tokenOf(account)}` },
  });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export type Page<T> = { items: T[] };
