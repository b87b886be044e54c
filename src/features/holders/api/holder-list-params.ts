import type { ListHoldersParams } from '../../../../generated/model';
import { ListHoldersQueryParams } from '../../../../generated/zod/holders/holders.zod';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const holderFilterKeys = [
  'status',
  'supplierStatus',
  'category',
  'sectorCode',
  'regionId',
  'zoneId',
  'overdue',
  'neverCollected',
] as const;
export type HolderFilterKey = (typeof holderFilterKeys)[number];

const shape = ListHoldersQueryParams.shape;

const flags = new Set<string>(['overdue', 'neverCollected']);
const flagOf = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * The URL's list state as listHolders takes it. A URL is typed by people and kept in bookmarks:
 * a value the contract refuses (an old sort field, a mistyped status) is left out rather than
 * turning the whole list into an error.
 */
export function toHolderListParams(state: ListState): ListHoldersParams {
  const entries = Object.entries(toQueryParams(state))
    // The URL holds text: the boolean filters arrive as "true" and "false".
    .map(([key, value]) => [key, flags.has(key) ? flagOf(value) : value] as const)
    .filter(
      ([key, value]) => key in shape && shape[key as keyof typeof shape].safeParse(value).success,
    );
  return Object.fromEntries(entries);
}
