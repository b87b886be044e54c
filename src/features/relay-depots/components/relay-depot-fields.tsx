import { Fieldset, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RelayDepotCreate, ZoneSummary } from '@generated/model';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { relayDepotForm, type RelayDepotFormSection } from '../fields';
import type { RelayDepotInput } from '../schema';
import { ZonesField } from './zones-field';

interface RelayDepotFieldsProps {
  form: UseFormReturn<RelayDepotInput, unknown, RelayDepotCreate>;
  /** On create the quantity (the opening stock) may stay empty; on edit it is read only. */
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
  const kit = useFieldKit('relayDepots');

  const section = <S extends RelayDepotFormSection>(name: S) => ({
    form,
    table: relayDepotForm,
    section: name,
    kit,
    labels: t('fields', { returnObjects: true }),
  });

  return (
    <Stack gap="6">
      <Section legend={t('sections.identity')}>
        <TableFields {...section('identity')} />
      </Section>
      <Section legend={t('sections.stock')}>
        <TableFields
          {...section('stock')}
          adjust={{
            // Typed once, as the opening stock; then the stock ledger's balance, read only.
            quantity: quantityOptional
              ? { hint: t('fields.quantityHelp') }
              : { hint: t('fields.quantityFromLedger'), readOnly: true },
          }}
        />
      </Section>
      <Section legend={t('sections.location')}>
        <TableFields
          {...section('location')}
          custom={{
            zoneIds: (
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
            ),
          }}
        />
      </Section>
      <Section legend={t('sections.contact')}>
        <TableFields {...section('contact')} />
      </Section>
    </Stack>
  );
}
