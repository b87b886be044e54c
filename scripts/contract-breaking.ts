// Compares openapi.yaml with the last accepted contract (contract/baseline.yaml) and fails on a
// change that would break a client or a server built against the baseline, unless the change is
// acknowledged in contract/accepted-breaks.yaml. `npm run contract:accept` makes the current
// contract the new baseline and empties the acknowledgements. Why a checker of our own:
// docs/decisions/0012-breaking-change-check-and-accepted-breaks.md.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
type Schema = Obj;
type Direction = 'request' | 'response';

export interface BreakingChange {
  id: string;
  message: string;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;

const isObj = (value: Json | undefined): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves local `$ref`s ("#/components/..."), keeping sibling keys such as a description. */
function deref(doc: Obj, value: Json | undefined, seen: string[] = []): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => deref(doc, item, seen) as Json);
  if (!isObj(value)) return value;
  const { $ref, ...rest } = value;
  let base: Obj = {};
  if (typeof $ref === 'string') {
    if (seen.includes($ref)) return { ...rest, 'x-cycle': $ref };
    let target: Json | undefined = doc;
    for (const part of $ref.replace(/^#\//, '').split('/')) {
      target = isObj(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolved reference ${$ref}`);
    base = deref(doc, target, [...seen, $ref]) as Obj;
  }
  const out: Obj = { ...base };
  for (const [key, item] of Object.entries(rest)) out[key] = deref(doc, item, seen) as Json;
  return out;
}

const types = (schema: Schema): string[] => {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
};

const nullable = (schema: Schema): boolean =>
  types(schema).includes('null') ||
  [schema.anyOf, schema.oneOf].some(
    (variants) => Array.isArray(variants) && variants.some((v) => isObj(v) && v.type === 'null'),
  );

const variantsOf = (schema: Schema): Schema[] | undefined => {
  const variants = schema.anyOf ?? schema.oneOf;
  return Array.isArray(variants)
    ? variants.filter((v): v is Schema => isObj(v) && v.type !== 'null')
    : undefined;
};

const requiredOf = (schema: Schema): string[] =>
  Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];

/** An allOf read as one schema: its parts' properties and required lists together. */
const merged = (schema: Schema): Schema => {
  const { allOf, ...rest } = schema;
  if (!Array.isArray(allOf)) return schema;
  return allOf
    .filter(isObj)
    .map(merged)
    .reduce<Schema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: {
          ...(isObj(all.properties) ? all.properties : {}),
          ...(isObj(part.properties) ? part.properties : {}),
        },
        required: [...requiredOf(all), ...requiredOf(part)],
      }),
      rest,
    );
};

const num = (value: Json | undefined): number | undefined =>
  typeof value === 'number' ? value : undefined;

const label = (value: Json | undefined): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Compares two schemas. In a request, the contract must not start refusing what it accepted; in a
 * response, it must not stop sending what it promised or start sending what clients do not expect.
 */
function compareSchemas(
  baseSchema: Schema,
  currentSchema: Schema,
  direction: Direction,
  where: string,
  report: (rule: string, location: string, message: string) => void,
): void {
  const base = merged(baseSchema);
  const current = merged(currentSchema);
  const baseVariants = variantsOf(base);
  const currentVariants = variantsOf(current);
  if (baseVariants || currentVariants) {
    const b = baseVariants ?? [base];
    const c = currentVariants ?? [current];
    if (b.length === 1 && c.length === 1 && b[0] && c[0] && (b[0] !== base || c[0] !== current)) {
      compareSchemas(b[0], c[0], direction, where, report);
    } else if (JSON.stringify(b) !== JSON.stringify(c)) {
      report('schema-variants-changed', where, 'the alternatives (anyOf/oneOf) changed');
    }
  }
  const baseTypes = types(base).filter((t) => t !== 'null');
  const currentTypes = types(current).filter((t) => t !== 'null');
  const widened = (t: string, list: string[]) =>
    list.includes(t) || (t === 'integer' && list.includes('number'));
  if (baseTypes.length && currentTypes.length) {
    const ok =
      direction === 'request'
        ? baseTypes.every((t) => widened(t, currentTypes))
        : currentTypes.every((t) => widened(t, baseTypes));
    if (!ok) {
      report('type-changed', where, `type ${baseTypes.join('|')} became ${currentTypes.join('|')}`);
    }
  }
  if (direction === 'request' && nullable(base) && !nullable(current)) {
    report('null-no-longer-accepted', where, 'null is no longer accepted');
  }
  if (direction === 'response' && !nullable(base) && nullable(current)) {
    report('null-now-returned', where, 'may now be null');
  }

  const baseEnum = Array.isArray(base.enum) ? base.enum : undefined;
  const currentEnum = Array.isArray(current.enum) ? current.enum : undefined;
  if (direction === 'request' && currentEnum) {
    const removed = (baseEnum ?? []).filter((v) => !currentEnum.includes(v));
    if (!baseEnum || removed.length) {
      report(
        'enum-narrowed',
        where,
        `no longer accepts ${removed.map(label).join(', ') || 'values outside the new enum'}`,
      );
    }
  }
  if (direction === 'response' && baseEnum) {
    const added = (currentEnum ?? ['any value']).filter((v) => !baseEnum.includes(v));
    if (added.length)
      report('enum-widened', where, `may now return ${added.map(label).join(', ')}`);
  }

  if (direction === 'request') {
    const tighter = (key: string, lower: boolean) => {
      const b = num(base[key]);
      const c = num(current[key]);
      if (c !== undefined && (b === undefined || (lower ? c > b : c < b))) {
        report('constraint-tightened', where, `${key} ${b ?? 'none'} became ${c}`);
      }
    };
    for (const key of ['minimum', 'exclusiveMinimum', 'minLength', 'minItems']) tighter(key, true);
    for (const key of ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems']) tighter(key, false);
    for (const key of ['pattern', 'format']) {
      if (current[key] !== undefined && current[key] !== base[key]) {
        report('constraint-tightened', where, `${key} became ${label(current[key])}`);
      }
    }
  }

  const baseProps = isObj(base.properties) ? base.properties : {};
  const currentProps = isObj(current.properties) ? current.properties : {};
  const baseRequired = requiredOf(base);
  const currentRequired = requiredOf(current);
  for (const [name, baseProp] of Object.entries(baseProps)) {
    const currentProp = currentProps[name];
    const at = `${where}.${name}`;
    if (!isObj(currentProp)) {
      report('property-removed', at, 'property removed');
      continue;
    }
    if (direction === 'request' && !baseRequired.includes(name) && currentRequired.includes(name)) {
      report('property-became-required', at, 'property is now required');
    }
    if (
      direction === 'response' &&
      baseRequired.includes(name) &&
      !currentRequired.includes(name)
    ) {
      report('property-became-optional', at, 'property may now be absent');
    }
    if (isObj(baseProp)) compareSchemas(baseProp, currentProp, direction, at, report);
  }
  if (direction === 'request') {
    for (const name of currentRequired) {
      if (!(name in baseProps))
        report('property-became-required', `${where}.${name}`, 'new required property');
    }
  }
  if (isObj(base.items) && isObj(current.items)) {
    compareSchemas(base.items, current.items, direction, `${where}[]`, report);
  }
}

type Operation = { key: string; op: Obj; params: Map<string, Obj> };

function operations(doc: Obj): Map<string, Operation> {
  const result = new Map<string, Operation>();
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const params = new Map<string, Obj>();
      for (const list of [item.parameters, op.parameters]) {
        if (!Array.isArray(list)) continue;
        for (const p of list) {
          if (isObj(p)) params.set(`${label(p.in)}:${label(p.name)}`, p);
        }
      }
      const key = `${method.toUpperCase()} ${path}`;
      result.set(key, { key, op, params });
    }
  }
  return result;
}

const jsonSchemaOf = (holder: Json | undefined): Schema | undefined => {
  if (!isObj(holder) || !isObj(holder.content)) return undefined;
  for (const [type, media] of Object.entries(holder.content)) {
    if (
      (type.includes('json') || type.startsWith('multipart/')) &&
      isObj(media) &&
      isObj(media.schema)
    ) {
      return media.schema;
    }
  }
  return undefined;
};

export function findBreakingChanges(
  baseContract: object,
  currentContract: object,
): BreakingChange[] {
  const baseDoc = baseContract as Obj;
  const currentDoc = currentContract as Obj;
  const changes: BreakingChange[] = [];
  const baseOps = operations(baseDoc);
  const currentOps = operations(currentDoc);
  for (const [key, base] of baseOps) {
    const report = (rule: string, location: string, message: string) =>
      changes.push({
        id: `${rule} ${key} ${location}`.trim(),
        message: `${key} ${location}: ${message}`,
      });
    const current = currentOps.get(key);
    if (!current) {
      report('operation-removed', '', 'operation removed');
      continue;
    }
    for (const [name, baseParam] of base.params) {
      const currentParam = current.params.get(name);
      if (!currentParam) report('parameter-removed', name, 'parameter removed');
      else if (isObj(baseParam.schema) && isObj(currentParam.schema)) {
        compareSchemas(baseParam.schema, currentParam.schema, 'request', name, report);
      }
    }
    for (const [name, currentParam] of current.params) {
      const baseParam = base.params.get(name);
      if (currentParam.required === true && baseParam?.required !== true) {
        report('parameter-became-required', name, 'parameter is now required');
      }
    }
    const baseBody = base.op.requestBody;
    const currentBody = current.op.requestBody;
    if (
      isObj(currentBody) &&
      currentBody.required === true &&
      !(isObj(baseBody) && baseBody.required === true)
    ) {
      report('request-body-became-required', 'body', 'request body is now required');
    }
    const baseBodySchema = jsonSchemaOf(baseBody);
    const currentBodySchema = jsonSchemaOf(currentBody);
    if (baseBodySchema && currentBodySchema) {
      compareSchemas(baseBodySchema, currentBodySchema, 'request', 'body', report);
    }
    const baseResponses = isObj(base.op.responses) ? base.op.responses : {};
    const currentResponses = isObj(current.op.responses) ? current.op.responses : {};
    for (const [status, baseResponse] of Object.entries(baseResponses)) {
      if (!status.startsWith('2')) continue;
      const currentResponse = currentResponses[status];
      if (!currentResponse) {
        report('response-removed', status, `response ${status} removed`);
        continue;
      }
      const baseSchema = jsonSchemaOf(baseResponse);
      const currentSchema = jsonSchemaOf(currentResponse);
      if (baseSchema && !currentSchema)
        report('response-body-removed', status, 'response body removed');
      if (baseSchema && currentSchema)
        compareSchemas(baseSchema, currentSchema, 'response', status, report);
    }
    for (const status of Object.keys(currentResponses)) {
      if (status.startsWith('2') && !(status in baseResponses)) {
        report('response-added', status, `new success status ${status}`);
      }
    }
  }
  return changes;
}

interface Acknowledgement {
  id: string;
  reason: string;
}

function readYaml(file: string): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const contract = `${root}openapi.yaml`;
  const baseline = `${root}contract/baseline.yaml`;
  const accepted = `${root}contract/accepted-breaks.yaml`;
  const acceptedHeader =
    '# Breaking changes of openapi.yaml against contract/baseline.yaml, accepted on purpose.\n' +
    '# Each entry: the id printed by `npm run contract:breaking`, and why the break is acceptable.\n';

  if (process.argv.includes('--accept')) {
    copyFileSync(contract, baseline);
    writeFileSync(accepted, `${acceptedHeader}[]\n`);
    console.log('contract/baseline.yaml now holds the current contract.');
    return;
  }

  const changes = findBreakingChanges(readYaml(baseline) as object, readYaml(contract) as object);
  const acks = (readYaml(accepted) ?? []) as unknown as Acknowledgement[];
  const acknowledged = new Set(acks.filter((a) => a.reason?.trim()).map((a) => a.id));
  const open = changes.filter((c) => !acknowledged.has(c.id));
  for (const change of changes.filter((c) => acknowledged.has(c.id))) {
    console.log(`accepted: ${change.message}`);
  }
  if (open.length) {
    console.error(`openapi.yaml breaks ${open.length} promise(s) of contract/baseline.yaml:`);
    for (const change of open) console.error(`  - ${change.message}\n    id: ${change.id}`);
    console.error(
      'Undo the change, or acknowledge each id with a reason in contract/accepted-breaks.yaml.',
    );
    process.exit(1);
  }
  console.log(
    `No unacknowledged breaking change against contract/baseline.yaml (${changes.length} accepted).`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
