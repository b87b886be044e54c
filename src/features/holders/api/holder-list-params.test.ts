import { describe, expect, it } from 'vitest';
import { ListHoldersQueryParams } from '@generated/zod/holders/holders.zod';
import {
  parseListState,
  toQueryParams,
  type ListState,
} from '@/components/data-table/use-list-state';
import { holderFilterKeys, toHolderListParams } from './holder-list-params';

// The list's former rule, with zod: each value the contract's schema refuses is left out.
const shape = ListHoldersQueryParams.shape;
const flagOf = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
const withZod = (state: ListState) =>
  Object.fromEntries(
    Object.entries(toQueryParams(state))
      .map(
        ([key, value]) =>
          [key, key === 'overdue' || key === 'neverCollected' ? flagOf(value) : value] as const,
      )
      .filter(
        ([key, value]) => key in shape && shape[key as keyof typeof shape].safeParse(value).success,
      ),
  );

const urls = [
  '',
  'page=3&limit=100',
  'page=1000000&limit=25',
  'page=1000001',
  'limit=101',
  'sortField=name&sortOrder=desc',
  'sortField=nom',
  'sortField=storageCapacity&sortOrder=asc',
  `query=${'x'.repeat(200)}`,
  `query=${'x'.repeat(201)}`,
  'query=%20marsa%20',
  'status=PLANNED&supplierStatus=ACTIVE&category=PARTIAL&sectorCode=B',
  'status=planned&supplierStatus=ON&category=ALL&sectorCode=D',
  'regionId=ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d&zoneId=00000000-0000-0000-0000-000000000000',
  'regionId=ca5dbaed-85df-0ab8-8d0a-d6ab0e21c49d&zoneId=not-a-uuid',
  'zoneId=CA5DBAED-85DF-4AB8-8D0A-D6AB0E21C49D',
  'overdue=true&neverCollected=false',
  'overdue=yes&neverCollected=1',
];

describe('toHolderListParams', () => {
  for (const search of urls) {
    it(`keeps what the contract's schema accepts, and only that: ?${search.slice(0, 60)}`, () => {
      const state = parseListState(new URLSearchParams(search), holderFilterKeys);
      const params = toHolderListParams(state);
      expect(params).toEqual(withZod(state));
      // Everything kept is valid for the contract.
      expect(ListHoldersQueryParams.safeParse(params).success).toBe(true);
    });
  }
});
