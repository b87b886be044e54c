import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { factsOf, TableFacts, useFieldKit } from '@/components/record/field-table';
import { holderSummary, type HolderSummarySection } from '../fields';
import { LocationSummary } from './location-summary';
import { SummarySection } from './summary-parts';

const contactFacts = factsOf(holderSummary, 'contact') as (keyof Holder)[];
const hasContact = (h: Holder) => contactFacts.some((fact) => h[fact] !== undefined);

/** The holder read-only, in the form's four sections (contact only when the server sent it). */
export function HolderSummary({ holder }: { holder: Holder }) {
  const { t } = useTranslation('holders');
  const kit = useFieldKit('holders');
  const labels = t('fields', { returnObjects: true });
  const facts = (section: HolderSummarySection) => (
    <TableFacts table={holderSummary} section={section} record={holder} kit={kit} labels={labels} />
  );

  return (
    <Stack gap="5">
      <SummarySection title={t('sections.identity')}>{facts('identity')}</SummarySection>
      <LocationSummary holder={holder}>{facts('location')}</LocationSummary>
      {/* The server sends the contact details only to those who may update holders. */}
      {hasContact(holder) && (
        <SummarySection title={t('sections.contact')}>{facts('contact')}</SummarySection>
      )}
      <SummarySection title={t('sections.collection')}>{facts('collection')}</SummarySection>
    </Stack>
  );
}
