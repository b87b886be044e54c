import type { UseFormReturn } from 'react-hook-form';
import type { HolderCreate } from '@generated/model';
import type { HolderField, HolderFormValues } from '../schema';

export type HolderFormApi = UseFormReturn<HolderFormValues, unknown, HolderCreate>;

/**
 * A field's error as FormField takes it: a rule's key, which FormField translates, or the
 * server's words.
 */
export const errorOf = (form: HolderFormApi, field: HolderField) =>
  form.formState.errors[field]?.message;
