import * as z from 'zod/mini';
import { toNumber } from './contract-values';

/**
 * A field's check by the contract's own schema, for `.refine()`: the generated body decides what
 * is valid, the form words a refusal with one of its `validation.*` keys.
 */
export const obeys = (schema: z.ZodMiniType) => (value: unknown) => schema.safeParse(value).success;

/** A text input checked by a rule of the contract, trimmed first. */
export const textInput = <T extends z.ZodMiniType<unknown, string>>(schema: T) =>
  z.pipe(z.string().check(z.trim()), schema);

/** A number typed in a text input, checked by a rule of the contract; empty is "not given". */
export const numberInput = <T extends z.ZodMiniType<unknown, number | undefined>>(schema: T) =>
  z.pipe(z.pipe(z.string(), z.transform(toNumber)), schema);

/** For a rule's `when`: no issue so far on these fields, which it compares once they are valid. */
export const noIssueOn = (issues: { path?: PropertyKey[] }[], ...fields: string[]) =>
  issues.every((issue) => !fields.includes(String(issue.path?.[0])));

/** A phone number as typed, trimmed, its spaces single. */
export const phoneInput = () =>
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => value.replace(/\s+/g, ' ')),
  );

/**
 * A person's e-mail and phone number, each checked by the contract's own rule. Empty means absent
 * (spec section 5): the contract allows it, as the form does; `withEmailOrPhone` wants one.
 */
export const contactInputs = (body: { email: z.ZodMiniType; phoneNumber: z.ZodMiniType }) => ({
  email: z.string().check(z.trim(), z.refine(obeys(body.email), 'validation.invalidEmail')),
  phoneNumber: phoneInput().check(z.refine(obeys(body.phoneNumber), 'validation.invalidPhone')),
});

/** An e-mail or a phone number at least; the message sits on the e-mail. */
export const withEmailOrPhone = <T extends z.ZodMiniType<{ email: string; phoneNumber: string }>>(
  schema: T,
) =>
  schema.check(
    z.refine((values) => values.email !== '' || values.phoneNumber !== '', {
      path: ['email'],
      message: 'validation.emailOrPhone',
      // Also when another field is wrong, so that every problem shows at once.
      when: () => true,
    }),
  );

/** A message of the common catalogue's `validation` section; FormField translates it. */
type ValidationKey = `validation.${string}`;

/**
 * A field's own words for the contract's rules it breaks, by kind of rule; a kind left out takes
 * the common words (see `contractMessages`).
 */
export interface FieldMessages {
  /** Nothing given. */
  empty?: ValidationKey;
  /** Any rule, once something is given (a choice among records). */
  any?: ValidationKey;
  /** Below the minimum (a number); a text too short is "required". */
  tooSmall?: ValidationKey;
  /** Above the maximum. */
  tooBig?: ValidationKey;
  /** Not of the type (a number with decimals where a whole one is expected). */
  type?: ValidationKey;
  /** Not of the format (an e-mail, a phone number, a date). */
  format?: ValidationKey;
}

/** The same words for every rule of a field but its maximum. */
export const ruleMessage = (key: ValidationKey): FieldMessages => ({
  tooSmall: key,
  type: key,
  format: key,
});

/** The same words for every rule of a field: its message states the whole range. */
export const rangeMessage = (key: ValidationKey): FieldMessages => ({
  ...ruleMessage(key),
  tooBig: key,
});

/**
 * Every form's error map: the contract's issues as `validation.*` keys of the common catalogue,
 * in the common words (required, a number, too long, too large, a choice) unless the field has
 * its own (`fields`, by the first part of the issue's path). A rule's own message (a `refine`'s)
 * is kept.
 */
export const contractMessages =
  (fields: Partial<Record<string, FieldMessages>> = {}): z.core.$ZodErrorMap =>
  (issue) => {
    const own = fields[String(issue.path?.[0] ?? '')] ?? {};
    const { input } = issue;
    if (input === undefined || input === null || input === '') {
      return own.empty ?? 'validation.required';
    }
    if (typeof input === 'number' && Number.isNaN(input)) return 'validation.number';
    if (own.any) return own.any;
    switch (issue.code) {
      case 'too_small':
        return own.tooSmall ?? (issue.origin === 'string' ? 'validation.required' : undefined);
      case 'too_big':
        return (
          own.tooBig ?? (issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooLarge')
        );
      case 'invalid_type':
        return own.type ?? 'validation.number';
      case 'invalid_format':
      case 'invalid_union':
        return own.format;
      case 'invalid_value':
        return 'validation.choice';
      default:
        return undefined;
    }
  };
