import type { z } from 'zod';

/**
 * A field's check by the contract's own schema, for `.refine()`: the generated body decides what
 * is valid, the form words a refusal with one of its `validation.*` keys.
 */
export const obeys = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;
