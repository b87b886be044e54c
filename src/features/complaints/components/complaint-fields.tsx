import { Input, Stack } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { PhotoPicker, type PickedPhoto } from '@/components/form/photo-picker';
import { HolderPicker } from '@/components/pickers/holder-picker';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { complaintForm } from '../fields';
import { maxPhotos, type ComplaintInput, type ComplaintValues } from '../schema';

interface ComplaintFieldsProps {
  form: UseFormReturn<ComplaintInput, unknown, ComplaintValues>;
  /** Without holder READ there is nothing to pick from: the complaint goes without one. */
  mayPickHolder: boolean;
  photos: PickedPhoto[];
  onPhotosChange: (photos: PickedPhoto[]) => void;
  photoError?: string;
  onPhotoError: (error: string | undefined) => void;
  disabled?: boolean;
}

/** Holder, subject, description and photos of a new complaint. */
export function ComplaintFields(props: ComplaintFieldsProps) {
  const { form, mayPickHolder } = props;
  const { t } = useTranslation('complaints');
  const errors = form.formState.errors;

  return (
    <Stack gap="5">
      <TableFields
        form={form}
        table={complaintForm}
        section="complaint"
        kit={useFieldKit('complaints')}
        labels={t('fields', { returnObjects: true })}
        adjust={{
          subject: { disabled: props.disabled },
          description: { disabled: props.disabled },
        }}
        custom={{
          holderId: mayPickHolder ? (
            <Controller
              control={form.control}
              name="holderId"
              render={({ field }) => (
                <HolderPicker
                  withCity
                  label={t('fields.holder')}
                  required
                  value={field.value || undefined}
                  onChange={(holder) => field.onChange(holder?.id ?? '')}
                  onBlur={field.onBlur}
                  clearLabel={t('form.clearHolder')}
                  helperText={t('form.holderHelp')}
                  error={errors.holderId?.message}
                />
              )}
            />
          ) : (
            <FormField label={t('fields.holder')} helperText={t('form.holderUnreadable')}>
              <Input value={t('noHolder')} readOnly disabled />
            </FormField>
          ),
        }}
      />
      <PhotoPicker
        label={t('fields.photos')}
        addLabel={t('form.addPhoto')}
        removeLabel={(name) => t('form.removePhoto', { name })}
        hint={t('form.photosHint', { max: maxPhotos })}
        photos={props.photos}
        onChange={props.onPhotosChange}
        max={maxPhotos}
        error={props.photoError}
        onError={props.onPhotoError}
        disabled={props.disabled}
      />
    </Stack>
  );
}
