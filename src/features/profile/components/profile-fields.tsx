import { SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFields } from '@/components/form/form-fields';
import type { ProfileInput, ProfileValues } from '../schema';

/** Names and contact details, side by side on a wide screen. */
export function ProfileFields({
  form,
}: {
  form: UseFormReturn<ProfileInput, unknown, ProfileValues>;
}) {
  const { t } = useTranslation('profile');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormFields
        form={form}
        labels={t('fields', { returnObjects: true })}
        fields={{
          firstName: { autoComplete: 'given-name', required: true },
          lastName: { autoComplete: 'family-name', required: true },
          // Either one may be emptied as long as the other stays: each re-checks the other.
          email: { kind: 'email', autoComplete: 'email', deps: ['phoneNumber'] },
          phoneNumber: {
            kind: 'tel',
            autoComplete: 'tel',
            placeholder: '+216 98 123 456',
            hint: t('fields.phoneHelp'),
            deps: ['email'],
          },
        }}
      />
    </SimpleGrid>
  );
}
