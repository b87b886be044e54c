import { Fieldset, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RelayDepotCreate, ZoneSummary } from '@generated/model';
import { FormFields } from '@/components/form/form-fields';
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
  const labels = t('fields', { returnObjects: true });

  return (
    <Stack gap="6">
      <Section legend={t('sections.identity')}>
        <FormFields
          form={form}
          labels={labels}
          fields={{
            code: { autoComplete: 'off', required: true },
            name: { autoComplete: 'organization', required: true },
          }}
        />
      </Section>
      <Section legend={t('sections.stock')}>
        <FormFields
          form={form}
          labels={labels}
          fields={{
            capacity: { kind: 'decimal', required: true, deps: ['quantity'] },
            quantity: {
              kind: 'decimal',
              hint: quantityOptional ? t('fields.quantityHelp') : undefined,
              required: !quantityOptional,
            },
          }}
        />
      </Section>
      <Section legend={t('sections.location')}>
        <FormFields
          form={form}
          labels={labels}
          fields={{
            address: { autoComplete: 'street-address', required: true, wide: true },
            lat: { kind: 'decimal', hint: t('fields.latHelp'), required: true },
            lng: { kind: 'decimal', hint: t('fields.lngHelp'), required: true },
          }}
        />
        <GridItem colSpan={{ md: 2 }}>
          <Controller
            control={form.control}
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
        <FormFields
          form={form}
          labels={labels}
          fields={{
            email: { kind: 'email', autoComplete: 'off', required: true },
            phoneNumber: {
              kind: 'tel',
              autoComplete: 'off',
              hint: t('fields.phoneHelp'),
              required: true,
            },
          }}
        />
      </Section>
    </Stack>
  );
}
