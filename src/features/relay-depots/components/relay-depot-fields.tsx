import { Fieldset, GridItem, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RelayDepotCreate, ZoneSummary } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import type { RelayDepotInput } from '../schema';
import { ZonesField } from './zones-field';

interface RelayDepotFieldsProps {
  form: UseFormReturn<RelayDepotInput, unknown, RelayDepotCreate>;
  /** On create the quantity may stay empty. */
  quantityOptional: boolean;
  knownZones?: ZoneSummary[];
  zonesRequired?: boolean;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** Every field of a depot, in four groups, two columns on a wide screen. */
export function RelayDepotFields({
  form,
  quantityOptional,
  knownZones,
  zonesRequired,
}: RelayDepotFieldsProps) {
  const { t } = useTranslation('relayDepots');
  const { register, control, formState } = form;
  const errors = formState.errors;
  const decimal = { inputMode: 'decimal', autoComplete: 'off' } as const;

  return (
    <Stack gap="6">
      <Section legend={t('sections.identity')}>
        <FormField label={t('fields.code')} error={errors.code?.message} required>
          <Input autoComplete="off" {...register('code')} />
        </FormField>
        <FormField label={t('fields.name')} error={errors.name?.message} required>
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
      </Section>
      <Section legend={t('sections.stock')}>
        <FormField label={t('fields.capacity')} error={errors.capacity?.message} required>
          <Input {...decimal} {...register('capacity', { deps: ['quantity'] })} />
        </FormField>
        <FormField
          label={t('fields.quantity')}
          error={errors.quantity?.message}
          helperText={quantityOptional ? t('fields.quantityHelp') : undefined}
          required={!quantityOptional}
        >
          <Input {...decimal} {...register('quantity')} />
        </FormField>
      </Section>
      <Section legend={t('sections.location')}>
        <GridItem colSpan={{ md: 2 }}>
          <FormField label={t('fields.address')} error={errors.address?.message} required>
            <Input autoComplete="street-address" {...register('address')} />
          </FormField>
        </GridItem>
        <FormField
          label={t('fields.lat')}
          error={errors.lat?.message}
          helperText={t('fields.latHelp')}
          required
        >
          <Input {...decimal} {...register('lat')} />
        </FormField>
        <FormField
          label={t('fields.lng')}
          error={errors.lng?.message}
          helperText={t('fields.lngHelp')}
          required
        >
          <Input {...decimal} {...register('lng')} />
        </FormField>
        <GridItem colSpan={{ md: 2 }}>
          <Controller
            control={control}
            name="zoneIds"
            render={({ field, fieldState }) => (
              <ZonesField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                known={knownZones}
                required={zonesRequired}
                error={fieldState.error?.message}
              />
            )}
          />
        </GridItem>
      </Section>
      <Section legend={t('sections.contact')}>
        <FormField label={t('fields.email')} error={errors.email?.message} required>
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          label={t('fields.phoneNumber')}
          error={errors.phoneNumber?.message}
          helperText={t('fields.phoneHelp')}
          required
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
        </FormField>
      </Section>
    </Stack>
  );
}
