import { Card, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Buyer, BuyerCreate } from '@generated/model';
import { RecordForm } from '@/components/record/record-form';
import { TableFields, useFieldKit } from '@/components/record/field-table';
import { useRecordForm, type RecordFormProps } from '@/components/record/use-record-form';
import { useFormat } from '@/lib/format';
import { useSaveBuyer } from '../api/use-save-buyer';
import { buyerForm, type BuyerFormSection } from '../fields';
import { buyerFields, buyerInputOf, buyerMessages, buyerSchema, type BuyerInput } from '../schema';

interface BuyerFormProps extends RecordFormProps<Buyer> {
  /** The buyer to edit; none to create one. */
  buyer?: Buyer;
}

/** One form for creating and editing a buyer. A failed save keeps what the user typed. */
export function BuyerForm({ buyer, onSaved, onCancel, onReload }: BuyerFormProps) {
  const { t } = useTranslation('buyers');
  const { t: tc } = useTranslation();
  const { decimal } = useFormat();
  const { save } = useSaveBuyer(buyer);
  const kit = useFieldKit('buyers');
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<BuyerInput, BuyerCreate, Buyer>({
    resolver: zodResolver(buyerSchema, { error: buyerMessages }),
    defaultValues: buyerInputOf(buyer, decimal),
    valuesOf: (saved) => buyerInputOf(saved, decimal),
    save,
    onSaved,
    onReload,
    fields: buyerFields,
    texts,
  });
  const section = (name: BuyerFormSection) => (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">
        {t(`sections.${name}`)}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TableFields
          form={form}
          table={buyerForm}
          section={name}
          kit={kit}
          labels={t('fields', { returnObjects: true })}
        />
      </SimpleGrid>
    </Fieldset.Root>
  );

  return (
    <RecordForm
      frame={frame}
      onCancel={onCancel}
      submit={buyer ? tc('actions.save') : texts.create}
    >
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            {section('identity')}
            {section('certificate')}
          </Stack>
        </Card.Body>
      </Card.Root>
    </RecordForm>
  );
}
