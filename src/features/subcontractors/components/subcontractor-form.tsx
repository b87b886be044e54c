import { Button, Flex, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/feedback/failure-alert';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http-client';
import { useSaveSubcontractor } from '../api/use-save-subcontractor';
import { useFormat } from '@/lib/format';
import {
  subcontractorFields,
  subcontractorInputOf,
  subcontractorMessages,
  subcontractorSchema,
  type SubcontractorInput,
} from '../schema';
import { AccountSection } from './account-section';
import { CapacitySection } from './capacity-section';
import { AreaSection, CompanySection, type KnownNames } from './company-section';

interface SubcontractorFormProps {
  /** The company to edit; none to create one. */
  subcontractor?: Subcontractor;
  /** The manager's name, when the page knows it (the record holds only its id). */
  managerName?: string;
  onSaved: (subcontractor: Subcontractor) => void;
  onCancel: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<Subcontractor | undefined>;
}

type Failure = { kind: 'error'; message: string } | { kind: 'conflict' };

/**
 * One form for creating and editing a company and its account. The role is never sent: the
 * contract's body has none, the server makes the account a SUBCONTRACTOR. A failed save keeps
 * what the user typed.
 */
export function SubcontractorForm(props: SubcontractorFormProps) {
  const { subcontractor, onSaved, onCancel, onReload } = props;
  const { t } = useTranslation('subcontractors');
  const { decimal } = useFormat();
  const { save, saving } = useSaveSubcontractor(subcontractor);
  const [failure, setFailure] = useState<Failure>();
  const form = useForm<SubcontractorInput, unknown, SubcontractorCreate>({
    resolver: zodResolver(subcontractorSchema, { error: subcontractorMessages }),
    defaultValues: subcontractorInputOf(subcontractor, decimal),
  });
  const guard = useUnsavedChanges(form.formState.isDirty);
  const known: KnownNames = {
    zone: subcontractor?.zone.name,
    relayDepot:
      subcontractor && `${subcontractor.relayDepot.name} · ${subcontractor.relayDepot.code}`,
    manager: props.managerName,
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await save(values);
      form.reset(subcontractorInputOf(saved, decimal));
      guard.allowNextNavigation();
      onSaved(saved);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 412
          ? { kind: 'conflict' }
          : {
              kind: 'error',
              message: applyServerErrors(error, form.setError, subcontractorFields),
            },
      );
    }
  });

  const cancel = () => {
    guard.allowNextNavigation();
    onCancel();
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (!latest) return;
    form.reset(subcontractorInputOf(latest, decimal));
    setFailure(undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="5">
        <AccountSection form={form} />
        <CompanySection form={form} known={known} selfId={subcontractor?.id} />
        <AreaSection form={form} known={known} />
        <CapacitySection form={form} />
        {/* Above the buttons, where the user is looking when the save fails. */}
        {failure && (
          <FailureAlert
            failure={{
              kind: failure.kind,
              title: failure.kind === 'conflict' ? t('form.conflictTitle') : t('form.errorTitle'),
              message: failure.kind === 'conflict' ? t('form.conflict') : failure.message,
            }}
            reload={onReload && { label: t('form.reload'), onClick: () => void reload() }}
          />
        )}
        {/* On a narrow screen the buttons span the width, the main one on top. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="ghost" onClick={cancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {subcontractor ? t('form.save') : t('form.create')}
          </Button>
        </Flex>
      </Stack>
      {guard.dialog}
    </form>
  );
}
