import { z } from 'zod';

/**
 * A field's check by the contract's own schema, for `.refine()`: the generated body decides what
 * is valid, the form words a refusal with one of its `validation.*` keys.
 */
export const obeys = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;

/** A required text within the contract's maximum length (a generated constant), trimmed first. */
export const requiredText = (max: number, tooLong = 'validation.tooLong') =>
  z.string().trim().min(1, 'validation.required').max(max, tooLong);
