import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import * as zod from 'zod';
import * as generated from '@generated/zod/index.zod';

// Every answer a test receives is checked here against openapi.yaml (JSON Schema of the
// operation's response for that status, declared status, declared headers) and, for successes,
// against the generated zod schema. A violation fails the test that made the call.

type Json = Record<string, unknown>;

interface Operation {
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  responses: Json;
}

const doc = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as Json;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

const operations: Operation[] = Object.entries(doc.paths as Record<string, Json>)
  .flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return {
        id: operation.operationId as string,
        method: method.toUpperCase(),
        template,
        pattern,
        responses: operation.responses as Json,
      };
    }),
  )
  // Literal segments first: /holders/by-zone/{zoneId} before /holders/{id}.
  .sort((a, b) => a.template.split('{').length - b.template.split('{').length);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(doc, 'contract');
const validators = new Map<string, ValidateFunction>();

const validatorAt = (pointer: string) => {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
};

const resolveResponse = (operation: Operation, status: string) => {
  const response = operation.responses[status] as Json | undefined;
  if (!response) return undefined;
  const ref = response.$ref as string | undefined;
  if (!ref) {
    const base = `/paths/${escapePointer(operation.template)}/${operation.method.toLowerCase()}`;
    return { pointer: `${base}/responses/${status}`, response };
  }
  const name = ref.split('/').at(-1) as string;
  const components = (doc.components as Json).responses as Json;
  return { pointer: `/components/responses/${name}`, response: components[name] as Json };
};

const zodResponse = (operationId: string) => {
  const name = `${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`;
  const schema = (generated as Record<string, unknown>)[name];
  return schema instanceof zod.ZodType ? schema : undefined;
};

export const findOperation = (method: string, path: string) => {
  const relative = path.replace(/^\/api\/v1/, '');
  return operations.find((op) => op.method === method && op.pattern.test(relative));
};

export const allOperations = () => operations.map(({ id, responses }) => ({ id, responses }));

/** The contract problems of one answer; empty when it conforms. */
export const contractProblems = async (method: string, path: string, response: Response) => {
  const operation = findOperation(method, path);
  if (!operation) return [`no operation ${method} ${path} in the contract`];
  const status = String(response.status);
  const problems: string[] = [];
  if (status === '500') problems.push('the server failed (500)');
  const declared = resolveResponse(operation, status);
  if (!declared) return [...problems, `status ${status} is not declared for ${operation.id}`];

  const headers = (declared.response.headers ?? {}) as Json;
  for (const header of Object.keys(headers)) {
    if (!response.headers.has(header)) problems.push(`header ${header} is missing`);
  }
  const content = declared.response.content as Json | undefined;
  const text = await response.text();
  if (!content) {
    if (text !== '') problems.push(`a ${status} answer must have no body`);
    return problems;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!content['application/json']) {
    if (!Object.keys(content).some((declaredType) => type.startsWith(declaredType))) {
      problems.push(`content type ${type} is not declared`);
    }
    return problems;
  }
  if (!type.startsWith('application/json'))
    return [...problems, `content type ${type} is not JSON`];
  const body = JSON.parse(text) as unknown;
  const validate = validatorAt(`${declared.pointer}/content/application~1json/schema`);
  if (!validate(body)) {
    problems.push(
      ...(validate.errors ?? []).map(
        (error) => `schema: ${error.instancePath || '/'} ${error.message ?? ''}`,
      ),
    );
  }
  const schema = response.ok ? zodResponse(operation.id) : undefined;
  const parsed = schema?.safeParse(body);
  if (parsed && !parsed.success) {
    problems.push(
      ...parsed.error.issues.map((issue) => `zod: ${issue.path.join('.')} ${issue.message}`),
    );
  }
  return problems;
};
