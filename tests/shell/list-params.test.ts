import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ListComplaintsQueryParams } from '@generated/zod/complaints/complaints.zod';
import { ListHoldersQueryParams } from '@generated/zod/holders/holders.zod';
import { ListRelayDepotsQueryParams } from '@generated/zod/relay-depots/relay-depots.zod';
import { ListRemovalVouchersQueryParams } from '@generated/zod/removal-vouchers/removal-vouchers.zod';
import { ListSubcontractorsQueryParams } from '@generated/zod/subcontractors/subcontractors.zod';
import { ListToursQueryParams } from '@generated/zod/tours/tours.zod';
import { ListUsersQueryParams } from '@generated/zod/users/users.zod';
import {
  parseListState,
  toQueryParams,
  type ListState,
} from '@/components/data-table/use-list-state';
import {
  complaintList,
  holderList,
  relayDepotList,
  subcontractorList,
  tourList,
  userList,
  voucherList,
} from '@/config/lists';

interface List {
  name: string;
  filterKeys: readonly string[];
  toParams: (state: ListState) => object;
  schema: z.ZodObject;
  /** The boolean filters: the URL holds "true" and "false". */
  flags?: string[];
  /** The sort the list shows when the URL names none. */
  defaultSort?: { sortField: string; sortOrder: 'asc' | 'desc' };
  urls: string[];
}

const id = 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d';
const badIds = [
  'ca5dbaed-85df-0ab8-8d0a-d6ab0e21c49d',
  'not-a-uuid',
  'CA5DBAED-85DF-4AB8-8D0A-D6AB0E21C49D',
  '00000000-0000-0000-0000-000000000000',
];
const ids = (key: string) => [`${key}=${id}`, ...badIds.map((bad) => `${key}=${bad}`)];
const days = (key: string) =>
  ['2026-11-24', '2026-02-29', '2024-02-29', '2026-04-31', '2026-13-01', '24/11/2026'].map(
    (day) => `${key}=${day}`,
  );

// The list frame's own parameters, the same for every list.
const common = [
  '',
  'page=3&limit=100',
  'page=1000000&limit=25',
  'page=1000001',
  'limit=101',
  'sortOrder=desc',
  'sortField=nom',
  'sortField=nom&sortOrder=desc',
  'sortField=createdAt&sortOrder=asc',
  `query=${'x'.repeat(200)}`,
  `query=${'x'.repeat(201)}`,
  'query=%20marsa%20',
];

const lists: List[] = [
  {
    name: 'holders',
    filterKeys: holderList.filterKeys,
    toParams: holderList.toParams,
    schema: ListHoldersQueryParams,
    flags: ['overdue', 'neverCollected'],
    urls: [
      'sortField=name&sortOrder=desc',
      'sortField=storageCapacity&sortOrder=asc',
      'status=PLANNED&supplierStatus=ACTIVE&category=PARTIAL&sectorCode=B',
      'status=planned&supplierStatus=ON&category=ALL&sectorCode=D',
      'regionId=ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d&zoneId=00000000-0000-0000-0000-000000000000',
      'regionId=ca5dbaed-85df-0ab8-8d0a-d6ab0e21c49d&zoneId=not-a-uuid',
      'zoneId=CA5DBAED-85DF-4AB8-8D0A-D6AB0E21C49D',
      'overdue=true&neverCollected=false',
      'overdue=yes&neverCollected=1',
    ],
  },
  {
    name: 'complaints',
    filterKeys: complaintList.filterKeys,
    toParams: complaintList.toParams,
    schema: ListComplaintsQueryParams,
    defaultSort: { sortField: 'createdAt', sortOrder: 'desc' },
    urls: ['sortField=subject', 'status=OPEN', 'status=open', ...ids('holderId')],
  },
  {
    name: 'relay depots',
    filterKeys: relayDepotList.filterKeys,
    toParams: relayDepotList.toParams,
    schema: ListRelayDepotsQueryParams,
    urls: [
      'sortField=fillRate&sortOrder=desc',
      ...['0.8', '0', '1', '1.2', '-0.1', 'abc', '%20', 'Infinity', '1e-1'].map(
        (rate) => `minFillRate=${rate}`,
      ),
      ...ids('regionId'),
      ...ids('zoneId'),
    ],
  },
  {
    name: 'removal vouchers',
    filterKeys: voucherList.filterKeys,
    toParams: voucherList.toParams,
    schema: ListRemovalVouchersQueryParams,
    defaultSort: { sortField: 'removalDate', sortOrder: 'desc' },
    urls: [
      'sortField=dueSum',
      'status=AWAITING',
      'status=PENDING',
      ...days('removalDateFrom'),
      ...days('removalDateTo'),
      ...ids('holderId'),
      ...ids('subcontractorId'),
    ],
  },
  {
    name: 'subcontractors',
    filterKeys: subcontractorList.filterKeys,
    toParams: subcontractorList.toParams,
    schema: ListSubcontractorsQueryParams,
    urls: ['sortField=companyName', ...ids('regionId'), ...ids('zoneId'), ...ids('relayDepotId')],
  },
  {
    name: 'tours',
    filterKeys: tourList.filterKeys,
    toParams: tourList.toParams,
    schema: ListToursQueryParams,
    defaultSort: { sortField: 'plannedDate', sortOrder: 'desc' },
    urls: [
      'sortField=reference&sortOrder=asc',
      ...['regionId', 'zoneId', 'subcontractorId', 'relayDepotId', 'holderId'].flatMap(ids),
      ...days('plannedDateFrom'),
      ...days('plannedDateTo'),
    ],
  },
  {
    name: 'users',
    filterKeys: userList.filterKeys,
    toParams: userList.toParams,
    schema: ListUsersQueryParams,
    urls: [
      'sortField=lastName&sortOrder=desc',
      'role=DRIVER&status=PENDING',
      'role=driver&status=ACTIF',
    ],
  },
];

const flagOf = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

// What the contract's zod schema keeps of a list state: each value it refuses is left out.
function withZod(list: List, state: ListState) {
  const shape = list.schema.shape as Record<string, z.ZodType>;
  const sort = state.sortField || !list.defaultSort ? {} : list.defaultSort;
  return Object.fromEntries(
    Object.entries({ ...toQueryParams(state), ...sort }).flatMap(([key, value]) => {
      const parsed = shape[key]?.safeParse(list.flags?.includes(key) ? flagOf(value) : value);
      return parsed?.success ? [[key, parsed.data]] : [];
    }),
  );
}

describe.each(lists)('the $name list parameters', (list) => {
  it.each([...common, ...list.urls])(
    "keep what the contract's schema accepts, and only that: ?%s",
    (search) => {
      const state = parseListState(new URLSearchParams(search), list.filterKeys);
      const params = list.toParams(state);
      expect(params).toEqual(withZod(list, state));
      // Everything kept is valid for the contract.
      expect(list.schema.safeParse(params).success).toBe(true);
    },
  );
});
