import {
  HolderCategory,
  HolderStatus,
  ListHoldersSortField,
  SectorCode,
  SupplierStatus,
  type ListHoldersParams,
} from '@generated/model';
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

// The contract's rules for listHolders' query (generated/zod/holders ListHoldersQueryParams),
// checked by hand: zod is not needed to open the list, so it stays out of its first load
// (holder-list-params.test.ts holds the two to the same answers).
const integer = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const oneOf = (values: Record<string, string>) => {
  const allowed = new Set(Object.values(values));
  return (value: unknown) => typeof value === 'string' && allowed.has(value);
};
// RFC 9562 identifiers, as zod's uuid() accepts them.
const uuid = (value: unknown) =>
  typeof value === 'string' &&
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/.test(
    value,
  );
const flag = (value: unknown) => typeof value === 'boolean';

const rules: Record<keyof ListHoldersParams, (value: unknown) => boolean> = {
  page: integer(1, 1_000_000),
  limit: integer(1, 100),
  sortField: oneOf(ListHoldersSortField),
  sortOrder: oneOf({ asc: 'asc', desc: 'desc' }),
  query: (value) => typeof value === 'string' && value.length <= 200,
  status: oneOf(HolderStatus),
  supplierStatus: oneOf(SupplierStatus),
  category: oneOf(HolderCategory),
  sectorCode: oneOf(SectorCode),
  regionId: uuid,
  zoneId: uuid,
  governorateId: uuid,
  delegationId: uuid,
  subcontractorId: uuid,
  overdue: flag,
  neverCollected: flag,
};

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
    .filter(([key, value]) => Object.hasOwn(rules, key) && rules[key as keyof typeof rules](value));
  return Object.fromEntries(entries);
}
