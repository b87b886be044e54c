import type { Context } from 'hono';
import * as zod from 'zod';
import { ApiError, badRequest, notFound, type Issue, type IssuePath } from './errors';
import { RESOURCES } from '../permissions/policy';
import { t, type Lang, type MessageKey } from './i18n';

const errorMap = (lang: Lang): zod.core.$ZodErrorMap => {
  const base = (lang === 'en' ? zod.locales.en() : zod.locales.fr()).localeError;
  return (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? t(lang, 'required') : base(issue);
};

const isMissing = (issue: zod.core.$ZodIssue) =>
  issue.code === 'invalid_type' &&
  (issue.message === t('fr', 'required') || issue.message === t('en', 'required'));

/** The product's own texts for the fields the specification names. */
const specificMessage = (issue: zod.core.$ZodIssue): MessageKey | undefined => {
  if (isMissing(issue)) return undefined;
  const field = issue.path.at(-1);
  if (field === 'postalCode') return 'postalCode';
  if (field === 'inputOtp' && (issue.code === 'too_small' || issue.code === 'too_big')) {
    return 'otpLength';
  }
  if (field === 'newPassword' && issue.code === 'too_small') return 'passwordLength';
  if (issue.path[0] === 'permissions' && (RESOURCES as readonly string[]).includes(String(field))) {
    return 'invalidActions';
  }
  if (issue.code === 'invalid_union' || issue.code === 'invalid_format') {
    if (field === 'email' || field === 'contactEmail') return 'invalidEmail';
    if (field === 'login') return 'invalidLogin';
    if (field === 'phoneNumber') return 'invalidPhone';
  }
  return undefined;
};

const expected = (issue: zod.core.$ZodIssue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'too_big':
      return `${issue.origin} ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}`;
    case 'too_small':
      return `${issue.origin} ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}`;
    case 'invalid_value':
      return issue.values.map(String).join(' | ');
    case 'invalid_format':
      return issue.format;
    default:
      return undefined;
  }
};

const toIssue = (issue: zod.core.$ZodIssue): Issue => {
  const key = specificMessage(issue);
  const hint = expected(issue);
  return {
    code: issue.code,
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    ...(key ? { key } : { message: issue.message }),
    ...(hint === undefined ? {} : { expected: hint }),
  };
};

export const parseWith = <S extends zod.ZodType>(
  schema: S,
  data: unknown,
  lang: Lang,
): zod.output<S> => {
  const result = schema.safeParse(data, { error: errorMap(lang) });
  if (result.success) return result.data;
  throw badRequest(result.error.issues.map(toIssue));
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored: PostgreSQL refuses NUL in text and jsonb, and lone surrogates. */
const textProblem = (text: string): MessageKey | undefined => {
  if (text.includes('\u0000')) return 'nulCharacter';
  if (LONE_SURROGATE.test(text)) return 'invalidCharacter';
  return undefined;
};

/** A path as a chain to its parent, so that 10,000 levels do not copy 10,000 arrays. */
interface PathLink {
  parent?: PathLink;
  part: string | number;
}

const pathOf = (link: PathLink | undefined): IssuePath => {
  const path: IssuePath = [];
  for (let current = link; current; current = current.parent) path.unshift(current.part);
  return path;
};

/**
 * The first string (value or key) that the database cannot store, and why. Iterative: a body
 * may nest 10,000 levels deep (the body limit bounds the total work).
 */
export const findBadText = (value: unknown): { path: IssuePath; key: MessageKey } | undefined => {
  const stack: [unknown, PathLink | undefined][] = [[value, undefined]];
  while (stack.length > 0) {
    const [current, link] = stack.pop() as [unknown, PathLink | undefined];
    if (typeof current === 'string') {
      const key = textProblem(current);
      if (key) return { path: pathOf(link), key };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, { parent: link, part: index }]));
    } else if (current !== null && typeof current === 'object') {
      for (const [name, item] of Object.entries(current)) {
        const key = textProblem(name);
        if (key) return { path: pathOf({ parent: link, part: name }), key };
        stack.push([item, { parent: link, part: name }]);
      }
    }
  }
  return undefined;
};

/** A 400 on the first string with a NUL character: one check for bodies, queries and headers. */
export const rejectBadText = (value: unknown) => {
  const found = findBadText(value);
  if (found) throw badRequest([{ code: 'invalid_string', path: found.path, key: found.key }]);
};

/** Query values trimmed, empty ones dropped: an empty `query` or `sortField` means none. */
/** A boolean in a query string is the text `true` or `false`. */
export const queryFlag = zod
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const readQuery = <S extends zod.ZodType>(c: Context, schema: S, lang: Lang) => {
  const raw: Record<string, string> = {};
  const query = c.req.query();
  rejectBadText(query);
  for (const [key, value] of Object.entries(query)) {
    const trimmed = value.trim();
    if (trimmed !== '') raw[key] = trimmed;
  }
  return parseWith(schema, raw, lang);
};

/**
 * Path ids: a malformed one names no record, so it answers 404 like an unknown one (the reads
 * of one record declare no 400).
 */
export const readParams = <S extends zod.ZodType>(c: Context, schema: S): zod.output<S> => {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw notFound();
  return result.data;
};

export const readJson = async <S extends zod.ZodType>(c: Context, schema: S, lang: Lang) => {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'invalidJson', [
      { code: 'invalid_json', path: [], key: 'invalidJson' },
    ]);
  }
  rejectBadText(body);
  return parseWith(schema, body, lang);
};

/** The contract's headers of an operation (Idempotency-Key, If-Match), checked like the rest. */
export const readHeaders = <S extends zod.ZodType>(c: Context, schema: S, lang: Lang) => {
  const headers = {
    'Idempotency-Key': c.req.header('idempotency-key'),
    'If-Match': c.req.header('if-match'),
  };
  rejectBadText(headers);
  return parseWith(schema, { 'Accept-Language': lang, ...headers }, lang);
};

/** JSON Schema's uniqueItems, which the generated zod schemas do not carry. */
export const requireUnique = (items: readonly string[] | undefined, field: string) => {
  const seen = new Set<string>();
  items?.forEach((item, index) => {
    if (seen.has(item)) {
      throw badRequest([{ code: 'not_unique', path: [field, index], key: 'duplicateItems' }]);
    }
    seen.add(item);
  });
};
