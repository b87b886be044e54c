import { Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert, type Failure } from '@/components/feedback/failure-alert';
import { QuestionDialog } from '@/components/feedback/question-dialog';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormField } from '@/components/form/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useNonCompliance } from '../api/use-declarations';
import {
  declarationMessages,
  liftSchema,
  markSchema,
  todayInTunis,
  type LiftInput,
  type MarkInput,
} from '../declaration-schema';

// The marking's two dialogs, loaded when one is first opened (non-compliance.tsx): their forms
// bring the validation library, which a holder's page does not need otherwise.

interface DialogProps {
  holderId: string;
  open: boolean;
  onClose: () => void;
}

interface ActionDialogProps<T extends FieldValues> {
  open: boolean;
  onClose: () => void;
  form: UseFormReturn<T>;
  fields: readonly Path<T>[];
  title: string;
  text: string;
  confirm: string;
  send: (values: T) => Promise<unknown>;
  done: string;
  busy: boolean;
  children: ReactNode;
}

/**
 * The question asked before marking or lifting, with what it needs: cancel is the default; a
 * refusal keeps what was typed, its issues on their fields.
 */
function ActionDialog<T extends FieldValues>(props: ActionDialogProps<T>) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const [failure, setFailure] = useState<Failure>();
  const submit = props.form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await props.send(values);
      notifySuccess(props.done);
      props.form.reset();
      props.onClose();
    } catch (error) {
      const message = applyServerErrors(error, props.form.setError, props.fields);
      setFailure({ kind: 'error', title: t('nonCompliance.errorTitle'), message });
    }
  });
  return (
    <QuestionDialog
      open={props.open}
      title={props.title}
      description={props.text}
      cancel={{ label: tc('actions.cancel'), onClick: props.onClose, disabled: props.busy }}
      confirm={{
        label: props.confirm,
        colorPalette: 'red',
        loading: props.busy,
        onClick: () => void submit(),
      }}
    >
      <Stack gap="3">
        {props.children}
        {failure && <FailureAlert failure={failure} />}
      </Stack>
    </QuestionDialog>
  );
}

/** Marking non-compliant: the day since, the reason and the ISCC list's reference, confirmed. */
export function MarkDialog({ holderId, open, onClose }: DialogProps) {
  const { t } = useTranslation('holders');
  const { mark, busy } = useNonCompliance(holderId);
  const form = useForm<MarkInput>({
    resolver: zodResolver(markSchema, { error: declarationMessages }),
    defaultValues: { since: todayInTunis(), reason: '', isccReference: '' },
  });
  const error = (name: keyof MarkInput) => form.formState.errors[name]?.message;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      form={form}
      fields={['since', 'reason', 'isccReference']}
      title={t('nonCompliance.markTitle')}
      text={t('nonCompliance.markText')}
      confirm={t('nonCompliance.confirmMark')}
      send={mark}
      done={t('nonCompliance.marked')}
      busy={busy}
    >
      <FormField label={t('nonCompliance.since')} required error={error('since')}>
        <Input type="date" max={todayInTunis()} {...form.register('since')} />
      </FormField>
      <FormField label={t('nonCompliance.isccReference')} required error={error('isccReference')}>
        <Input {...form.register('isccReference')} />
      </FormField>
      <FormField label={t('nonCompliance.reason')} required error={error('reason')}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
    </ActionDialog>
  );
}

/** Lifting the marking, with its reason, confirmed. */
export function LiftDialog({ holderId, open, onClose }: DialogProps) {
  const { t } = useTranslation('holders');
  const { lift, busy } = useNonCompliance(holderId);
  const form = useForm<LiftInput>({
    resolver: zodResolver(liftSchema, { error: declarationMessages }),
    defaultValues: { reason: '' },
  });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      form={form}
      fields={['reason']}
      title={t('nonCompliance.liftTitle')}
      text={t('nonCompliance.liftText')}
      confirm={t('nonCompliance.confirmLift')}
      send={lift}
      done={t('nonCompliance.lifted')}
      busy={busy}
    >
      <FormField
        label={t('nonCompliance.liftReason')}
        required
        error={form.formState.errors.reason?.message}
      >
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
    </ActionDialog>
  );
}
