import { describe, expect, it } from 'vitest';
import { findBreakingChanges } from './contract-breaking';

interface Schema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  enum?: string[];
  minLength?: number;
  minimum?: number;
  maximum?: number;
}
interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });

/** A contract with one operation, POST /holders, taking `body` and answering `answer`. */
const contract = (body: Schema, answer: Schema, params: Param[] = [], extraPaths = {}) => ({
  openapi: '3.1.0',
  paths: {
    '/holders': {
      post: {
        parameters: params,
        requestBody: { required: true, ...json({ $ref: '#/components/schemas/In' } as Schema) },
        responses: { '201': json({ $ref: '#/components/schemas/Out' } as Schema) },
      },
    },
    ...extraPaths,
  },
  components: { schemas: { In: body, Out: answer } },
});

const holderIn = (): Schema => ({
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    postalCode: { type: 'integer', minimum: 1000, maximum: 9999 },
  },
});
const holderOut = (): Schema => ({
  type: 'object',
  required: ['id', 'name', 'status'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string', enum: ['PENDING', 'PLANNED'] },
  },
});
const base = contract(holderIn(), holderOut());
const ids = (current: object, from: object = base) =>
  findBreakingChanges(from, current).map((change) => change.id);
const withIn = (patch: (schema: Required<Schema>['properties'] & { $: Schema }) => void) => {
  const body = holderIn();
  patch({ ...body.properties, $: body });
  return contract(body, holderOut());
};
const withOut = (patch: (schema: Required<Schema>['properties'] & { $: Schema }) => void) => {
  const answer = holderOut();
  patch({ ...answer.properties, $: answer });
  return contract(holderIn(), answer);
};

describe('contract breaking-change check', () => {
  it('finds nothing between a contract and itself', () => {
    expect(ids(contract(holderIn(), holderOut()))).toEqual([]);
  });

  it('accepts additions: an optional request property, a response property, a new operation', () => {
    const body = holderIn();
    const answer = holderOut();
    body.properties = { ...body.properties, city: { type: 'string' } };
    answer.properties = { ...answer.properties, city: { type: 'string' } };
    const zones = { '/zones': { get: { responses: { '200': { description: 'ok' } } } } };
    expect(ids(contract(body, answer, [], zones))).toEqual([]);
  });

  it('flags a removed operation', () => {
    expect(ids(base, contract(holderIn(), holderOut(), [], { '/zones': { get: {} } }))).toEqual([
      'operation-removed GET /zones',
    ]);
  });

  it('flags a new required request property and a property that became required', () => {
    expect(ids(withIn(({ $ }) => $.required?.push('city')))).toEqual([
      'property-became-required POST /holders body.city',
    ]);
    expect(ids(withIn(({ $ }) => $.required?.push('postalCode')))).toEqual([
      'property-became-required POST /holders body.postalCode',
    ]);
  });

  it('flags tightened request constraints but not loosened ones', () => {
    expect(ids(withIn(({ postalCode }) => postalCode && (postalCode.maximum = 5000)))).toEqual([
      'constraint-tightened POST /holders body.postalCode',
    ]);
    expect(ids(withIn(({ postalCode }) => postalCode && (postalCode.maximum = 99999)))).toEqual([]);
  });

  it('flags a response property removed or made optional', () => {
    expect(ids(withOut(({ $ }) => delete $.properties?.name))).toContain(
      'property-removed POST /holders 201.name',
    );
    expect(ids(withOut(({ $ }) => ($.required = ['id', 'status'])))).toEqual([
      'property-became-optional POST /holders 201.name',
    ]);
  });

  it('reads an allOf as its parts together: adding a part is no break, losing one is', () => {
    const extra: Schema = { type: 'object', properties: { sent: { type: 'boolean' } } };
    const withPart = contract(holderIn(), { allOf: [holderOut(), extra] } as Schema);
    expect(ids(withPart)).toEqual([]);
    expect(ids(contract(holderIn(), { allOf: [extra] } as Schema))).toEqual([
      'property-removed POST /holders 201.id',
      'property-removed POST /holders 201.name',
      'property-removed POST /holders 201.status',
    ]);
  });

  it('flags a response enum that gains a value, and a request enum that loses one', () => {
    expect(ids(withOut(({ status }) => status?.enum?.push('ANOMALY')))).toEqual([
      'enum-widened POST /holders 201.status',
    ]);
    const accepting = (values: string[]) =>
      withIn(
        ({ $ }) => ($.properties = { ...$.properties, kind: { type: 'string', enum: values } }),
      );
    expect(ids(accepting(['A']), accepting(['A', 'B']))).toEqual([
      'enum-narrowed POST /holders body.kind',
    ]);
  });

  it('flags a type change and a response that may now be null', () => {
    expect(ids(withOut(({ name }) => name && (name.type = 'integer')))).toEqual([
      'type-changed POST /holders 201.name',
    ]);
    expect(ids(withOut(({ name }) => name && (name.type = ['string', 'null'])))).toEqual([
      'null-now-returned POST /holders 201.name',
    ]);
  });

  it('flags a parameter that became required', () => {
    const key: Param = { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } };
    const before = contract(holderIn(), holderOut(), [key]);
    const after = contract(holderIn(), holderOut(), [{ ...key, required: true }]);
    expect(ids(after, before)).toEqual([
      'parameter-became-required POST /holders header:Idempotency-Key',
    ]);
  });
});
