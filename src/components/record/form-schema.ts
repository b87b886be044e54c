import * as z from 'zod/mini';
import { entriesOf, type AnyEntry, type FormValuesOf } from './field-table';

/** The fields whose entry gives no body mapping: the form states their rule. */
type OwnRuleOf<T> = { [K in keyof T]: T[K] extends { body: 'own rule' } ? K : never }[keyof T];

/**
 * The form's schema: each body field's text becomes its value, then the contract's own rule for
 * that field checks it (`shape`, the generated body's); `rules` gives the fields the form checks
 * its own way (every `own rule` field, and a rule that depends on the form's use).
 */
export const formSchemaOf = <T extends Record<string, AnyEntry>, Shape extends z.core.$ZodShape>(
  table: T,
  shape: Shape,
  rules: Record<OwnRuleOf<T>, z.ZodMiniType> & Partial<Record<keyof T, z.ZodMiniType>>,
) =>
  // Built field by field: the type says what the table and the shape give together.
  z.object(
    Object.fromEntries(
      entriesOf(table).flatMap(([key, { body }]): [string, z.ZodMiniType][] => {
        const rule = (rules as Partial<Record<string, z.ZodMiniType>>)[key];
        if (rule) return [[key, rule]];
        // A form-only field is left out, so the object drops it from the body.
        // (An `own rule` field always has its rule: the type of `rules` requires it.)
        if (body === 'form only' || body === 'own rule') return [];
        return [[key, z.pipe(z.pipe(z.string(), z.transform(body)), shape[key] ?? z.never())]];
      }),
    ),
  ) as unknown as z.ZodMiniType<z.output<z.ZodMiniObject<Shape>>, FormValuesOf<T>>;
