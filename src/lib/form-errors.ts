import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http-client';

/**
 * Puts a server's 400 on the form: each issue with a path on its field, and answers the
 * message for the whole form (to show above the buttons). What the user typed stays.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  for (const issue of error.body.details?.issues ?? []) {
    const field = issue.path?.join('.') as Path<T> | undefined;
    if (field && fields.includes(field))
      setError(field, { type: 'server', message: issue.message });
  }
  return error.body.message;
}
