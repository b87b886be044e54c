import { z } from 'zod';

/**
 * A field's check by the contract's own schema, for `.refine()`: the generated body decides what
 * is valid, the form words a refusal with one of its `validation.*` keys.
 */
export const obeys = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;

/** A required text within the contract's maximum length (a generated constant), trimmed first. */
export const requiredText = (max: number, tooLong = 'validation.tooLong') =>
  z.string().trim().min(1, 'validation.required').max(max, tooLong);

/** "12 000,5" as a French user types it; empty is "not given". */
export const toNumber = (text: string) => {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  return compact === '' ? undefined : Number(compact);
};

/** A number as an input's text, written by `write`; none is empty. */
export const numberText = (
  value: number | null | undefined,
  write: (value: number) => string = String,
) => (value === null || value === undefined ? '' : write(value));

/** A choice as the body takes it: none is "not given". */
export const choiceOf = (text: string) => (text === '' ? undefined : text);

/** The date part of a contract date-time: contract dates are days, kept as midnight UTC. */
export const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** A typed day as the contract's date-time (its midnight UTC); empty is "not given". */
export const dateTimeOf = (text: string) =>
  text === '' ? undefined : /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text;

/** A text input checked by a rule of the contract, trimmed first. */
export const textInput = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().trim().pipe(schema);

/** A number typed in a text input, checked by a rule of the contract; empty is "not given". */
export const numberInput = <T extends z.ZodType<unknown, number | undefined>>(schema: T) =>
  z.string().transform(toNumber).pipe(schema);

/** For a rule's `when`: no issue so far on these fields, which it compares once they are valid. */
export const noIssueOn = (issues: { path?: PropertyKey[] }[], ...fields: string[]) =>
  issues.every((issue) => !fields.includes(String(issue.path?.[0])));

/** A phone number as typed, trimmed, its spaces single. */
export const phoneInput = () =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '));

/**
 * A person's e-mail and phone number, each checked by the contract's own rule. Empty means absent
 * (spec section 5): the contract allows it, as the form does; `withEmailOrPhone` wants one.
 */
export const contactInputs = (body: { email: z.ZodType; phoneNumber: z.ZodType }) => ({
  email: z.string().trim().refine(obeys(body.email), 'validation.invalidEmail'),
  phoneNumber: phoneInput().refine(obeys(body.phoneNumber), 'validation.invalidPhone'),
});

/** An e-mail or a phone number at least; the message sits on the e-mail. */
export const withEmailOrPhone = <T extends z.ZodType<{ email: string; phoneNumber: string }>>(
  schema: T,
) =>
  schema.refine((values) => values.email !== '' || values.phoneNumber !== '', {
    path: ['email'],
    message: 'validation.emailOrPhone',
    // Also when another field is wrong, so that every problem shows at once.
    when: () => true,
  });
