// @vitest-environment node
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as zod from 'zod';
import { createSession } from '../auth/sessions';
import { removalVouchers } from '../db/schema';
import { contractProblems } from './support/contract';
import { ids, PASSWORD } from './support/fixture';
import { useHarness } from './support/harness';
import { buildWorld, world } from './support/world';

// Bad input never answers 500. Every operation of openapi.yaml (read here, so a new operation is
// fuzzed without touching this file) gets contract-shaped bad bodies, query values, path values
// and headers: wrong types for every field, huge strings, NUL characters, deep nesting, huge
// arrays, numbers beyond any column, bodies over 1 MB and broken JSON. The mutations are
// enumerated, not random: a failure names the request that caused it and always comes back.

type Json = Record<string, unknown>;
type Schema = Json;

const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Json;

const resolve = (node: unknown): Json => {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((parent, key) => parent[key] as Json, doc);
  }
  return current;
};

/** A schema with every $ref replaced by what it names (ErrorBody has no cycle). */
const inline = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const resolved = resolve(node);
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, inline(value)]));
};

/** The contract's ErrorBody as zod, converted from the contract itself. */
const errorBodySchema = zod.fromJSONSchema(
  inline({ $ref: '#/components/schemas/ErrorBody' }) as never,
);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  id: string;
  method: string;
  template: string;
  parameters: Parameter[];
  body?: { type: string; schema: Schema };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations: Operation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(
  ([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const parameters = [
        ...((item.parameters as unknown[] | undefined) ?? []),
        ...((operation.parameters as unknown[] | undefined) ?? []),
      ].map((parameter) => resolve(parameter) as unknown as Parameter);
      const content = operation.requestBody
        ? (resolve(operation.requestBody).content as Record<string, Json>)
        : undefined;
      const [type, media] = Object.entries(content ?? {})[0] ?? [];
      return {
        id: operation.operationId as string,
        method: method.toUpperCase(),
        template,
        parameters,
        body: type && media ? { type, schema: resolve(media.schema) } : undefined,
      };
    }),
);

// ---------------------------------------------------------------------------------------------
// A valid body, so that each mutation breaks one field only and the rest reaches the handler.

const UPLOAD = '/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png';

/** Values the schema alone cannot give: references to records that exist. */
const FIELD_VALUES: Record<string, unknown> = {
  delegationId: ids.laMarsa,
  zoneId: ids.grandTunis,
  areaId: ids.grandTunis,
  relayDepotId: world.depotN,
  subcontractorId: world.subN,
  actualSubcontractorId: world.subN,
  holderId: world.holderN,
  buyerId: world.buyer,
  country: 'IT',
  driverId: ids.users.driver,
  managerSubcontractorId: null,
  assignedSubcontractorId: null,
  holders: [world.holderN],
  zoneIds: [ids.grandTunis],
  contractStartDate: '2026-01-01T00:00:00.000Z',
  contractEndDate: '2030-01-01T00:00:00.000Z',
  currentPassword: PASSWORD,
  hashedOtp: 'otp_fuzz.signature',
  inputOtp: '123456',
  login: 'superadmin@fuzz.tn',
};

let serial = 0;

const valueOf = (schema: Schema, name: string): unknown => {
  const s = resolve(schema);
  if (name in FIELD_VALUES) return FIELD_VALUES[name];
  const branch = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branch?.[0]) return valueOf(branch[0], name);
  if (Array.isArray(s.allOf)) return valueOf(s.allOf[0] as Schema, name);
  if (Array.isArray(s.enum)) return s.enum[0];
  const types = [s.type ?? 'object'].flat().filter((type) => type !== 'null');
  const type = types[0] as string;
  if (type === 'object') {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, valueOf(property, key)]),
    );
  }
  if (type === 'array') {
    const count = Math.max(1, Number(s.minItems ?? 1));
    return Array.from({ length: count }, () => valueOf(s.items as Schema, name));
  }
  if (type === 'integer' || type === 'number') {
    const low = Number(s.minimum ?? s.exclusiveMinimum ?? 0);
    const value = Math.max(low, 0) + 1;
    return s.maximum === undefined ? value : Math.min(value, Number(s.maximum));
  }
  if (type === 'boolean') return true;
  serial += 1;
  switch (s.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return `fuzz${serial}@fuzz.tn`;
    case 'date-time':
      return '2026-01-01T00:00:00.000Z';
    case 'date':
      return '2026-01-01';
    default:
  }
  const pattern = typeof s.pattern === 'string' ? s.pattern : '';
  if (pattern.includes('uploads')) return UPLOAD;
  if (pattern.includes('READ')) return 'READ';
  if (pattern.includes('0-9][0-9 ]')) return `+216 20 ${String(serial).padStart(3, '0')} 000`;
  const min = Number(s.minLength ?? 1);
  return `F${serial}`.padEnd(min, 'x').slice(0, Number(s.maxLength ?? 1000));
};

// ---------------------------------------------------------------------------------------------
// The mutations.

const HUGE_STRING = 'a'.repeat(100_000);
const DEPTH = 10_000;
// Markers replaced in the serialised body: JSON.stringify itself would not nest 10,000 deep.
const DEEP_OBJECT = '\u0001deep-object\u0001';
const DEEP_ARRAY = '\u0001deep-array\u0001';
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

const serialise = (body: unknown) =>
  JSON.stringify(body)
    .replaceAll(JSON.stringify(DEEP_OBJECT), deepObject)
    .replaceAll(JSON.stringify(DEEP_ARRAY), deepArray);

/** What replaces one field: wrong types, empty, huge and NUL strings, out-of-range numbers. */
const fieldMutations = (value: unknown): [string, unknown][] => [
  ['null', null],
  ['boolean', true],
  ['number', 12345],
  ['empty string', ''],
  ['array', []],
  ['object', {}],
  ['huge string', HUGE_STRING],
  ['NUL string', 'a\u0000b'],
  ...(typeof value === 'string' ? [['value + NUL', `${value}\u0000`] as [string, unknown]] : []),
  ['lone surrogate', 'a\ud800b'],
  ['3e9', 3e9],
  ['-3e9', -3e9],
  ['1e308', 1e308],
  ['1.5', 1.5],
  ['"NaN"', 'NaN'],
  ['"1e400"', '1e400'],
  // Arrays and objects also get the huge and the deep.
  ...(value !== null && typeof value === 'object'
    ? ([
        ['huge array', Array.from({ length: 100_000 }, () => 0)],
        ['huge array of its item', Array.from({ length: 100_000 }, () => [value].flat()[0])],
        ['deep object', DEEP_OBJECT],
        ['deep array', DEEP_ARRAY],
      ] as [string, unknown][])
    : []),
];

type Path = (string | number)[];

/** Every field of a body, nested objects and array items included. */
const pathsOf = (value: unknown, path: Path = []): Path[] => {
  if (Array.isArray(value)) {
    return [path, ...value.slice(0, 1).flatMap((item, index) => pathsOf(item, [...path, index]))];
  }
  if (value && typeof value === 'object') {
    return [
      ...(path.length ? [path] : []),
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])),
    ];
  }
  return [path];
};

const withValue = (body: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    return body.map((item: unknown, index) =>
      index === head ? withValue(item, rest, value) : item,
    );
  }
  const record = body as Json;
  return { ...record, [head as string]: withValue(record[head as string], rest, value) };
};

const valueAt = (body: unknown, path: Path): unknown =>
  path.reduce<unknown>((current, key) => (current as Json | undefined)?.[key as string], body);

/** Whole bodies: broken JSON, wrong shapes, depth, over the 1 MB limit. */
const bodyMutations: [string, string][] = [
  ['invalid JSON', '{"name": '],
  ['empty body', ''],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['JSON string', '"x"'],
  ['JSON number', '3000000000'],
  ['NUL character', '\u0000'],
  ['escaped NUL key', '{"\\u0000":"\\u0000"}'],
  ['__proto__', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
  ['deep object', deepObject],
  ['deep array', deepArray],
  ['huge array', JSON.stringify(Array.from({ length: 100_000 }, () => 0))],
  ['over 1 MB', JSON.stringify({ name: 'a'.repeat(1_100_000) })],
  ['over 1 MB of whitespace', `${' '.repeat(1_100_000)}{}`],
  ['lone surrogate', '{"name":"\\ud800"}'],
];

/** Values for one query or header value. */
const stringMutations: [string, string][] = [
  ['abc', 'abc'],
  ['3e9', '3000000000'],
  ['-3e9', '-3000000000'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['1.5', '1.5'],
  ['huge', HUGE_STRING],
  ['NUL', 'a\u0000b'],
  ['percent', '%'],
  ['backslash', 'a\\'],
];

/** Values for one header (no HTTP stack lets a NUL through a header: fetch refuses it). */
const headerMutations: [string, string][] = [
  ['abc', 'abc'],
  ['huge', HUGE_STRING.slice(0, 10_000)],
  ['percent', '%'],
];

/** Values for one path segment. */
const pathMutations: [string, string][] = [
  ['abc', 'abc'],
  ['3e9', '3000000000'],
  ['huge', HUGE_STRING],
  ['NUL', 'a\u0000b'],
  ['traversal', '../../etc/passwd'],
  ['unknown uuid', 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
];

// ---------------------------------------------------------------------------------------------

const RECORDS: Record<string, string> = {
  '/users': world.accountN2,
  '/holders': world.holderN,
  '/relay-depots': world.depotN,
  '/removal-vouchers': world.voucherN,
  '/subcontractors': world.subN,
  '/tours': world.tourN,
  '/complaints': world.complaintN,
  '/buyers': world.buyer,
  '/shipments': world.shipmentN,
  '/areas/regions': ids.nord,
  '/areas/zones': ids.grandTunis,
  '/areas/governorates': ids.tunis,
  '/areas/delegations': ids.laMarsa,
  '/history': world.holderN,
};

const pathValue = (operation: Operation, name: string) => {
  if (name === 'zoneId') return ids.grandTunis;
  // Only a decided voucher is amended: its bodies then reach the amendment itself.
  if (operation.template.endsWith('/amendments')) return world.voucherC;
  if (name === 'fileName') return 'aecdabda-d793-4c65-8a18-688f66036ea9.png';
  if (name === 'recordKind') return 'holder';
  const base = operation.template.split('/{')[0] ?? '';
  return RECORDS[base] ?? '00000000-0000-4000-8000-000000000000';
};

const urlOf = (operation: Operation, path: Record<string, string>, query = '') =>
  `/api/v1${operation.template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? pathValue(operation, name)),
  )}${query}`;

const h = useHarness({
  rateLimits: Object.fromEntries(
    ['signIn', 'signInPerLogin', 'verifyOtp', 'resendOtp', 'forgotPassword', 'resetPassword'].map(
      (name) => [name, { limit: 1_000_000, windowSeconds: 900 }],
    ),
  ),
});

beforeEach(async () => {
  await buildWorld(h.db, h.passwordHash);
  await h.db
    .update(removalVouchers)
    .set({ status: 'CONFIRMED', decisionDate: new Date() })
    .where(eq(removalVouchers.id, world.voucherC));
}, 30_000);

interface Sent {
  what: string;
  url: string;
  method: string;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** Sends every request; answers what went wrong with each (500s, non-conforming errors). */
const run = async (requests: Sent[], token: string | undefined) => {
  const failures: string[] = [];
  for (const request of requests) {
    const headers: Record<string, string> = {
      'Accept-Language': 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...request.headers,
    };
    let response: Response;
    try {
      response = await h.app.request(request.url, {
        method: request.method,
        headers,
        body: request.body,
      });
    } catch (error) {
      failures.push(`${request.what}: threw ${String(error)}`);
      continue;
    }
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const problems = await contractProblems(request.method, pathname, response.clone());
    const text = await response.text();
    if (response.status >= 400) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const parsed = errorBodySchema.safeParse(body);
      if (!parsed.success) problems.push(`not an ErrorBody: ${text.slice(0, 200)}`);
    }
    if (response.status >= 500 || problems.length > 0) {
      failures.push(`${request.what} → ${response.status}: ${problems.join('; ')}`);
    }
  }
  return failures;
};

const requestsOf = (operation: Operation): Sent[] => {
  const requests: Sent[] = [];
  const { method } = operation;
  const label = (what: string) => `${operation.id} ${what}`;

  const body = operation.body;
  if (body?.type === 'application/json') {
    const valid = valueOf(body.schema, '');
    const json = { 'Content-Type': 'application/json' };
    for (const path of pathsOf(valid)) {
      const current = valueAt(valid, path);
      for (const [name, value] of fieldMutations(current)) {
        requests.push({
          what: label(`body.${path.join('.')} = ${name}`),
          url: urlOf(operation, {}),
          method,
          headers: json,
          body: serialise(withValue(valid, path, value)),
        });
      }
    }
    for (const [name, text] of bodyMutations) {
      requests.push({
        what: label(`body ${name}`),
        url: urlOf(operation, {}),
        method,
        headers: json,
        body: text,
      });
    }
    requests.push({
      what: label('body sent as text/plain'),
      url: urlOf(operation, {}),
      method,
      headers: { 'Content-Type': 'text/plain' },
      body: serialise(valid),
    });
  } else if (body) {
    // Multipart (uploads): the wrong kind of body, an empty form, a text field, too many bytes.
    const form = new FormData();
    form.set('file', 'a\u0000b');
    const empty = new FormData();
    requests.push(
      {
        what: label('body JSON'),
        url: urlOf(operation, {}),
        method,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      },
      {
        what: label('body invalid multipart'),
        url: urlOf(operation, {}),
        method,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nnot a part',
      },
      { what: label('body empty form'), url: urlOf(operation, {}), method, body: empty },
      { what: label('body text file field'), url: urlOf(operation, {}), method, body: form },
      {
        what: label('body over 4 MB'),
        url: urlOf(operation, {}),
        method,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: 'a'.repeat(4_000_000),
      },
    );
  }
  const validBody =
    body?.type === 'application/json'
      ? {
          headers: { 'Content-Type': 'application/json' },
          body: serialise(valueOf(body.schema, '')),
        }
      : {};

  // The required query values (a register's period), valid, so that a mutation of one value
  // reaches the handler rather than stopping at another one missing.
  const requiredQuery = operation.parameters.filter(
    (parameter) => parameter.in === 'query' && parameter.required,
  );
  const queryWith = (name: string, value: string) =>
    `?${[
      ...requiredQuery
        .filter((parameter) => parameter.name !== name)
        .map((parameter) => [parameter.name, String(valueOf(parameter.schema, parameter.name))]),
      [name, value],
    ]
      .map(([key, text]) => `${encodeURIComponent(key!)}=${encodeURIComponent(text!)}`)
      .join('&')}`;

  for (const parameter of operation.parameters) {
    const values = { path: pathMutations, query: stringMutations, header: headerMutations }[
      parameter.in
    ];
    for (const [name, value] of values) {
      const what = label(`${parameter.in}:${parameter.name} = ${name}`);
      if (parameter.in === 'query') {
        const query = queryWith(parameter.name, value);
        requests.push({ what, url: urlOf(operation, {}, query), method, ...validBody });
      } else if (parameter.in === 'path') {
        requests.push({
          what,
          url: urlOf(operation, { [parameter.name]: value }),
          method,
          ...validBody,
        });
      } else {
        requests.push({
          what,
          url: urlOf(operation, {}),
          method,
          ...validBody,
          headers: { ...validBody.headers, [parameter.name]: value },
        });
      }
    }
  }
  // A query parameter twice, and one the operation does not declare.
  requests.push(
    {
      what: label('query repeated'),
      url: urlOf(operation, {}, '?page=1&page=2&limit=1&limit=x'),
      method,
      ...validBody,
    },
    {
      what: label('query unknown with NUL'),
      url: urlOf(operation, {}, '?unknown=%00'),
      method,
      ...validBody,
    },
  );
  return requests;
};

const PUBLIC = (operation: Operation) =>
  operation.template.startsWith('/auth/') || operation.template.startsWith('/public/');

describe('the voucher list with its flags', () => {
  it('answers every flag filter, with flagged vouchers, as the contract says', async () => {
    // voucherN above its holder's 100 L; its holder's month above three times its median.
    await h.db
      .update(removalVouchers)
      .set({ extractedTanks: [{ tankNumber: 1, extractedQuantity: 150 }] })
      .where(eq(removalVouchers.id, world.voucherN));
    await h.db.insert(removalVouchers).values(
      ['2026-06-10', '2026-07-10', '2026-08-10'].map((removalDate, index) => ({
        number: `V-N-${index}`,
        extractedTanks: [{ tankNumber: 1, extractedQuantity: 10 }],
        dueSum: 8,
        holderId: world.holderN,
        removalDate,
        subcontractorId: world.subN,
        actualSubcontractorId: world.subN,
        signature: UPLOAD,
      })),
    );
    const token = await createSession(h.db, ids.users.super, 'SIGN_IN', 3600);
    const queries = [
      '',
      '?flagged=true',
      '?flagged=false',
      ...['OVER_CAPACITY', 'UNUSUAL_MONTH'].flatMap((kind) => [
        `?flag=${kind}`,
        `?flagged=true&flag=${kind}&status=AWAITING&limit=1`,
      ]),
    ];
    const failures = await run(
      queries.map((query) => ({
        what: `listRemovalVouchers ${query}`,
        url: `/api/v1/removal-vouchers${query}`,
        method: 'GET',
      })),
      token,
    );
    expect(failures).toEqual([]);
    const flagged = await h.app.request('/api/v1/removal-vouchers?flagged=true', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await flagged.json()) as { items: { id: string; flags: { kind: string }[] }[] };
    expect(page.items.map((item) => [item.id, item.flags.map((flag) => flag.kind)])).toEqual([
      [world.voucherN, ['OVER_CAPACITY', 'UNUSUAL_MONTH']],
    ]);
  });
});

describe('fuzzing every operation of the contract', () => {
  it('reads the operations from openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(15);
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))(
    'bad input never answers 500 and every error is an ErrorBody: %s',
    async (_, operation) => {
      const requests = requestsOf(operation);
      const purpose = operation.template === '/auth/reset-password' ? 'PASSWORD_RESET' : 'SIGN_IN';
      const token = await createSession(h.db, ids.users.super, purpose, 3600);
      const failures = await run(requests, token);
      if (PUBLIC(operation)) failures.push(...(await run(requests, undefined)));
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
