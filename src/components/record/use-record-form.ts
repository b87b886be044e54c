import { createElement, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert, type Failure } from '@/components/feedback/failure-alert';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { applyServerErrors, type FieldOfIssue } from '@/lib/form-errors';
import { ApiError } from '@/lib/http-client';

/** The words of a failed save that are the feature's own (the common ones are the kit's). */
interface FailureTexts {
  /** A title of its own; "Saving failed" otherwise. */
  errorTitle?: string;
  /** After a 412, for a form that edits a loaded version. */
  conflictTitle?: string;
  conflict?: string;
}

interface RecordFormOptions<TInput extends FieldValues, TValues, TSaved> {
  resolver: Resolver<TInput, unknown, TValues>;
  defaultValues: DefaultValues<TInput>;
  save: (values: TValues) => Promise<TSaved>;
  /** After a save; leaving the form then asks nothing. */
  onSaved: (saved: TSaved) => void;
  /** Where each server issue goes: see applyServerErrors. */
  fields: readonly Path<TInput>[] | FieldOfIssue<TInput>;
  texts: FailureTexts;
  /** The form's values for a saved or reloaded record; without it a save keeps what was typed. */
  valuesOf?: (record: TSaved) => TInput;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<TSaved | undefined>;
  /** Edits the form's fields do not hold (picked photos): leaving asks as well. */
  dirty?: boolean;
  /** A failure of the feature's own (an upload), worded by the feature; otherwise undefined. */
  failureOf?: (error: unknown) => Failure | undefined;
  /**
   * Asked once the values are valid, before saving (a change that cannot be taken back): false
   * saves nothing and keeps the form as it is.
   */
  confirm?: (values: TValues) => Promise<boolean>;
}

/** What a screen gives a record's form besides the record: what follows a save, a cancel, a 412. */
export interface RecordFormProps<TSaved> {
  onSaved: (saved: TSaved) => void;
  onCancel: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<TSaved | undefined>;
}

/** What the frame's pieces (RecordForm, DrawerForm, FormButtons) render. */
export interface FormFrame {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the last save failed, if it did: a FailureAlert. */
  failure: ReactNode;
  /** The unsaved-changes question; rendered once inside the form. */
  dialog: ReactElement;
  busy: boolean;
  /** Lets the next navigation through: for a cancel, a delete, a close. */
  allowLeave: () => void;
}

/**
 * A record's form: react-hook-form with the feature's resolver, the unsaved-changes guard, the
 * save, a 412 answered with a reload of the latest version, the server's issues on their fields
 * and the rest in a FailureAlert. What the user typed stays, whatever the failure.
 */
export function useRecordForm<TInput extends FieldValues, TValues, TSaved>(
  options: RecordFormOptions<TInput, TValues, TSaved>,
): { form: UseFormReturn<TInput, unknown, TValues>; frame: FormFrame } {
  const { save, onSaved, fields, texts, valuesOf, onReload, failureOf, confirm } = options;
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure>();
  const form = useForm<TInput, unknown, TValues>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  const guard = useUnsavedChanges(form.formState.isDirty || !!options.dirty);

  const submit = form.handleSubmit(async (values) => {
    if (confirm && !(await confirm(values))) return;
    setFailure(undefined);
    try {
      const saved = await save(values);
      form.reset(valuesOf ? valuesOf(saved) : form.getValues());
      guard.allowNextNavigation();
      onSaved(saved);
    } catch (error) {
      const { conflictTitle, conflict } = texts;
      setFailure(
        failureOf?.(error) ??
          (error instanceof ApiError && error.status === 412 && conflictTitle && conflict
            ? { kind: 'conflict', title: conflictTitle, message: conflict }
            : {
                kind: 'error',
                title: texts.errorTitle ?? t('errors.saveFailed'),
                message: applyServerErrors(error, form.setError, fields),
              }),
      );
    }
  });

  const reload = async () => {
    const latest = await onReload?.();
    if (!latest || !valuesOf) return;
    form.reset(valuesOf(latest));
    setFailure(undefined);
  };

  return {
    form,
    frame: {
      onSubmit: (event) => void submit(event),
      failure:
        failure &&
        createElement(FailureAlert, {
          failure,
          reload: onReload && { label: t('actions.reload'), onClick: () => void reload() },
        }),
      dialog: guard.dialog,
      busy: form.formState.isSubmitting,
      allowLeave: guard.allowNextNavigation,
    },
  };
}
