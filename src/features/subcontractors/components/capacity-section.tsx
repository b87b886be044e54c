import {
  Button,
  Field,
  Fieldset,
  GridItem,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/record/form-section';
import { useErrorText } from '@/components/form/form-field';
import { inputKinds } from '@/components/form/form-fields';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { subcontractorForm } from '../fields';
import type { SubcontractorFormApi } from './form-parts';

/**
 * One capacity a vehicle, added and removed one by one. Their count may not exceed the fleet
 * size; the message sits on the whole list, and changing the fleet size checks it again.
 */
function VehicleCapacitiesField({ form }: { form: SubcontractorFormApi }) {
  const { t } = useTranslation('subcontractors');
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'vehicleCapacities',
  });
  const errors = form.formState.errors.vehicleCapacities;
  // With items, react-hook-form keeps the list's own error under `root`.
  const listError = errorText(errors?.root ?? (errors?.message ? errors : undefined));
  const fleet = form.watch('fleetSize');
  const revalidate = () => {
    if (form.formState.isSubmitted) void form.trigger('vehicleCapacities');
  };

  return (
    <Fieldset.Root invalid={!!listError}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('fields.vehicleCapacities')}
      </Fieldset.Legend>
      <Fieldset.HelperText>
        {fields.length === 0
          ? t('fields.noVehicles')
          : t('fields.vehicleCount', { count: fields.length, fleet: fleet.trim() || '0' })}
      </Fieldset.HelperText>
      <Stack as="ol" gap="2" listStyleType="none" ps="0">
        {fields.map((item, index) => {
          const itemError = errorText(errors?.[index]?.value);
          const n = index + 1;
          return (
            <li key={item.id}>
              <Field.Root invalid={!!itemError}>
                <HStack gap="2" align="start">
                  <Text minW="6" pt="2" color="fg.muted" aria-hidden>
                    {n}.
                  </Text>
                  <Stack gap="1" flex="1">
                    <Field.Label srOnly>{t('fields.vehicleCapacity', { n })}</Field.Label>
                    <Input
                      {...inputKinds.decimal}
                      {...form.register(`vehicleCapacities.${index}.value`)}
                    />
                    {itemError && <Field.ErrorText>{itemError}</Field.ErrorText>}
                  </Stack>
                  <IconButton
                    variant="ghost"
                    aria-label={t('fields.removeVehicle', { n })}
                    onClick={() => {
                      remove(index);
                      revalidate();
                    }}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Field.Root>
            </li>
          );
        })}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() => {
          append({ value: '' }, { shouldFocus: true });
          revalidate();
        }}
      >
        <Plus size={16} aria-hidden /> {t('fields.addVehicle')}
      </Button>
      {listError && <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** What the company can collect and carry. */
export function CapacitySection({ form }: { form: SubcontractorFormApi }) {
  const { t } = useTranslation('subcontractors');
  return (
    <FormSection title={t('sections.capacities')} description={t('sections.capacitiesHint')}>
      <TableFields
        form={form}
        table={subcontractorForm}
        section="capacities"
        kit={useFieldKit('subcontractors')}
        labels={t('fields', { returnObjects: true })}
        custom={{
          vehicleCapacities: (
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <VehicleCapacitiesField form={form} />
            </GridItem>
          ),
        }}
      />
    </FormSection>
  );
}
