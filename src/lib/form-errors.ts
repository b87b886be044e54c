import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http-client';

/** The form's field for an issue's path (joined by dots), or none to leave it to the message. */
export type FieldOfIssue<T extends FieldValues> = (path: string) => Path<T> | undefined;

/**
 * Puts a server's 400 on the form: each issue with a path on its field, and answers the
 * message for the whole form (to show above the buttons). What the user typed stays. `fields`
 * names the form's fields when they are named as the contract's, or maps the contract's paths.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | FieldOfIssue<T>,
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const fieldOf: FieldOfIssue<T> =
    typeof fields === 'function'
      ? fields
      : (path) => (fields.includes(path as Path<T>) ? (path as Path<T>) : undefined);
  for (const issue of error.body.details?.issues ?? []) {
    const field = issue.path && fieldOf(issue.path.join('.'));
    if (field) setError(field, { type: 'server', message: issue.message });
  }
  return error.body.message;
}
