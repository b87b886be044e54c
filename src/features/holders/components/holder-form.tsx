import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Holder, HolderCreate } from '@generated/model';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http-client';
import { holderFields, holderResolver, type HolderFormValues } from '../schema';
import { CollectionSection } from './collection-section';
import { ContactSection } from './contact-section';
import { IdentitySection } from './identity-section';
import { LocationSection } from './location-section';
import { SaveError, type SaveFailure } from './save-error';

export interface HolderFormProps {
  mode: 'create' | 'edit';
  initial: HolderFormValues;
  /** Names of the record's choices, shown before their lists load. */
  names?: { governorate?: string; delegation?: string; subcontractor?: string };
  save: (body: HolderCreate) => Promise<Holder>;
  /** After a save; leaving the form then asks nothing. */
  onSaved: (holder: Holder) => void;
  onCancel: () => void;
  /** Fetches the latest version after a 412; the form then shows it. */
  onReload?: () => Promise<HolderFormValues | undefined>;
}

/** One form for creating and editing a holder, in four sections. */
export function HolderForm({
  mode,
  initial,
  names,
  save,
  onSaved,
  onCancel,
  onReload,
}: HolderFormProps) {
  const { t } = useTranslation('holders');
  const [failure, setFailure] = useState<SaveFailure>();
  const form = useForm<HolderFormValues, unknown, HolderCreate>({
    resolver: holderResolver(mode),
    defaultValues: initial,
  });
  const guard = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      const saved = await save(body);
      guard.allowNextNavigation();
      form.reset(form.getValues());
      onSaved(saved);
    } catch (error) {
      // What the user typed stays, whatever the failure; the button can be pressed again.
      setFailure(
        error instanceof ApiError && error.status === 412
          ? { kind: 'conflict' }
          : { kind: 'error', message: applyServerErrors(error, form.setError, holderFields) },
      );
    }
  });

  const reload = async () => {
    const latest = await onReload?.();
    if (!latest) return;
    form.reset(latest);
    setFailure(undefined);
  };

  const cancel = () => {
    guard.allowNextNavigation();
    onCancel();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="5">
        <IdentitySection form={form} />
        <LocationSection
          form={form}
          selectedNames={{ governorate: names?.governorate, delegation: names?.delegation }}
        />
        <ContactSection form={form} />
        <CollectionSection form={form} subcontractorName={names?.subcontractor} />
        {failure && <SaveError failure={failure} onReload={onReload && (() => void reload())} />}
        {/* On a narrow screen the buttons span the width, the main one on top. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="ghost" onClick={cancel} disabled={form.formState.isSubmitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {mode === 'create' ? t('form.create') : t('form.save')}
          </Button>
        </Flex>
      </Stack>
      {guard.dialog}
    </form>
  );
}
