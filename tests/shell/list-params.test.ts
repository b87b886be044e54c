import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from '@generated/zod/index.zod';
import type { ListFilter } from '@/components/data-table/list-params';
import {
  parseListState,
  toQueryParams,
  type ListState,
} from '@/components/data-table/use-list-state';
import { lists } from '@/config/lists';

// Every declared list against its operation's generated zod schema, each filter tried with the
// valid and invalid values of its kind: a filter declared in src/config/lists.ts is tested here
// without a line of its own.

type List = (typeof lists)[number];

// Upper case and the nil id are ids for the contract; a version 0 is not.
const ids = [
  'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d',
  'CA5DBAED-85DF-4AB8-8D0A-D6AB0E21C49D',
  '00000000-0000-0000-0000-000000000000',
];
const badIds = ['ca5dbaed-85df-0ab8-8d0a-d6ab0e21c49d', 'not-a-uuid'];
const days = ['2026-11-24', '2024-02-29', '2026-02-29', '2026-04-31', '2026-13-01', '24/11/2026'];

/** A value in the other case: upper-case values in lower case, lower-case ones (`holder`) in upper. */
const otherCase = (value: string) =>
  value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase();

/** The values a URL may hold for a filter of each kind: the valid ones first, then the refused. */
const valuesOf = (filter: ListFilter): { valid: string[]; invalid: string[] } => {
  switch (filter.kind) {
    case 'enum':
      return {
        valid: [...filter.values],
        invalid: [otherCase(filter.values[0]!), 'ON', 'ALL'],
      };
    case 'uuid':
      return { valid: ids, invalid: badIds };
    case 'day':
      return { valid: days.slice(0, 2), invalid: days.slice(2) };
    case 'flag':
      return { valid: ['true', 'false'], invalid: ['yes', '1'] };
    case 'minimum': {
      const { min, max } = filter;
      const within = min + (max - min) * 0.8;
      return {
        valid: [within, min, max, (min + max) / 2].map(String).concat(`${within * 10}e-1`),
        invalid: [max + (max - min) * 0.2, min - (max - min) * 0.1]
          .map(String)
          .concat('abc', '%20', 'Infinity'),
      };
    }
  }
};

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

/** Each sort field, each value of each filter alone, then every filter at once, valid or not. */
const urlsOf = (list: List) => {
  const filters = Object.entries(list.filters as Record<string, ListFilter>).map(
    ([key, filter]) => ({ key, ...valuesOf(filter) }),
  );
  const together = (pick: 'valid' | 'invalid') =>
    filters.map((filter) => `${filter.key}=${filter[pick][0]}`).join('&');
  return [
    ...list.sortFields.flatMap((field) => [
      `sortField=${field}&sortOrder=desc`,
      `sortField=${field}`,
    ]),
    ...filters.flatMap(({ key, valid, invalid }) =>
      [...valid, ...invalid].map((value) => `${key}=${value}`),
    ),
    ...(filters.length > 1 ? [together('valid'), together('invalid')] : []),
  ];
};

/** The generated query schema of the list's operation (`listHolders`: `ListHoldersQueryParams`). */
const schemaOf = (list: List) => {
  const name = list.api.fetch.name;
  const schema = (schemas as Record<string, unknown>)[
    `${name[0]!.toUpperCase()}${name.slice(1)}QueryParams`
  ];
  if (!schema) throw new Error(`No query schema for ${name}`);
  return schema as z.ZodObject;
};

const flagOf = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

// What the contract's zod schema keeps of a list state: each value it refuses is left out.
function withZod(list: List, state: ListState) {
  const shape = schemaOf(list).shape as Record<string, z.ZodType>;
  const filters = list.filters as Record<string, ListFilter>;
  const sort = state.sortField || !list.defaultSort ? {} : list.defaultSort;
  return Object.fromEntries(
    Object.entries({ ...toQueryParams(state), ...sort }).flatMap(([key, value]) => {
      const parsed = shape[key]?.safeParse(filters[key]?.kind === 'flag' ? flagOf(value) : value);
      return parsed?.success ? [[key, parsed.data]] : [];
    }),
  );
}

describe.each(lists.map((list) => ({ name: list.ns, list })))(
  'the $name list parameters',
  ({ list }) => {
    it('are those of its operation: every declared filter is a query parameter', () => {
      const shape = schemaOf(list).shape;
      expect(list.filterKeys.filter((key) => !(key in shape))).toEqual([]);
      expect(list.filterKeys.length).toBeGreaterThan(0);
    });

    it.each([...common, ...urlsOf(list)])(
      "keep what the contract's schema accepts, and only that: ?%s",
      (search) => {
        const state = parseListState(new URLSearchParams(search), list.filterKeys);
        const params = list.toParams(state);
        expect(params).toEqual(withZod(list, state));
        // Everything kept is valid for the contract.
        expect(schemaOf(list).safeParse(params).success).toBe(true);
      },
    );

    it.each(Object.entries(list.filters as Record<string, ListFilter>))(
      "keep each valid value of %s and leave out the others, as the contract's schema does",
      (key, filter) => {
        const { valid, invalid } = valuesOf(filter);
        const kept = (value: string) =>
          key in
          list.toParams(parseListState(new URLSearchParams({ [key]: value }), list.filterKeys));
        expect(valid.filter((value) => !kept(value))).toEqual([]);
        expect(invalid.filter(kept)).toEqual([]);
      },
    );
  },
);
