import { Alert, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { FailureAlert, type Failure } from '@/components/feedback/failure-alert';
import { QuestionDialog } from '@/components/feedback/question-dialog';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormField } from '@/components/form/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useNonCompliance } from '../api/use-declarations';
import {
  declarationMessages,
  liftSchema,
  markSchema,
  todayInTunis,
  type LiftInput,
  type MarkInput,
} from '../declaration-schema';

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

/** "Mark non-compliant": the day since, the reason and the ISCC list's reference, confirmed. */
export function MarkNonCompliant({ holderId, icon }: { holderId: string; icon: ReactNode }) {
  const { t } = useTranslation('holders');
  const [open, setOpen] = useState(false);
  const { mark, busy } = useNonCompliance(holderId);
  const form = useForm<MarkInput>({
    resolver: zodResolver(markSchema, { error: declarationMessages }),
    defaultValues: { since: todayInTunis(), reason: '', isccReference: '' },
  });
  const error = (name: keyof MarkInput) => form.formState.errors[name]?.message;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {icon} {t('nonCompliance.mark')}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
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
    </>
  );
}

/**
 * The banner of a non-compliant holder: since when, the ISCC reference and the reason, what it
 * forbids; "Lift the non-compliance" with its reason, confirmed, for those with declaration
 * UPDATE.
 */
export function NonComplianceBanner({ holder }: { holder: Holder }) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const mayLift = useCan('declaration', 'UPDATE');
  const [open, setOpen] = useState(false);
  const { lift, busy } = useNonCompliance(holder.id);
  const form = useForm<LiftInput>({
    resolver: zodResolver(liftSchema, { error: declarationMessages }),
    defaultValues: { reason: '' },
  });
  const marking = holder.nonCompliance;
  if (!marking) return null;
  return (
    <Alert.Root status="error" role="status" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('nonCompliance.banner', { date: format.day(marking.since) })}</Alert.Title>
        <Alert.Description>
          {t('nonCompliance.bannerText', {
            reference: marking.isccReference,
            reason: marking.reason,
          })}
        </Alert.Description>
        {mayLift && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            bg="bg"
            onClick={() => setOpen(true)}
          >
            <ShieldCheck aria-hidden /> {t('nonCompliance.lift')}
          </Button>
        )}
      </Alert.Content>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
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
    </Alert.Root>
  );
}
