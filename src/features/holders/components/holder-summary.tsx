import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFormat } from '@/lib/format';
import { LocationSummary } from './location-summary';
import { Fact, SummarySection } from './summary-parts';

const hasContact = (h: Holder) =>
  [h.contact, h.contactEmail, h.contactPhone, h.contactLandline].some(
    (value) => value !== undefined,
  );

/** The holder read-only, in the form's four sections (contact only when the server sent it). */
export function HolderSummary({ holder }: { holder: Holder }) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const h = holder;

  return (
    <Stack gap="5">
      <SummarySection title={t('sections.identity')}>
        <Fact label={t('fields.number')}>{h.number}</Fact>
        <Fact label={t('fields.status')}>
          <StatusBadge status={h.status} />
        </Fact>
        <Fact label={t('fields.oilType')}>{h.oilType}</Fact>
        <Fact label={t('fields.supplierStatus')}>
          <StatusBadge status={h.supplierStatus} />
        </Fact>
        <Fact label={t('fields.category')}>{t(`category.${h.category}`)}</Fact>
        <Fact label={t('fields.identificationDate')}>{format.day(h.identificationDate)}</Fact>
        <Fact label={t('fields.sectorCode')}>{h.sectorCode}</Fact>
        <Fact label={t('fields.sectorSActCode')}>{h.sectorSActCode}</Fact>
      </SummarySection>
      <LocationSummary holder={h} />
      {/* The server sends the contact details only to those who may update holders. */}
      {hasContact(h) && (
        <SummarySection title={t('sections.contact')}>
          <Fact label={t('fields.contact')}>{h.contact}</Fact>
          <Fact label={t('fields.contactEmail')}>
            {h.contactEmail && (
              <Link href={`mailto:${h.contactEmail}`} color="brand.fg">
                {h.contactEmail}
              </Link>
            )}
          </Fact>
          <Fact label={t('fields.contactPhone')}>{h.contactPhone}</Fact>
          <Fact label={t('fields.contactLandline')}>{h.contactLandline}</Fact>
        </SummarySection>
      )}
      <SummarySection title={t('sections.collection')}>
        <Fact label={t('fields.subcontractor')}>{h.subcontractor?.companyName}</Fact>
        <Fact label={t('fields.subcontractorAssignmentStartDate')}>
          {format.day(h.subcontractorAssignmentStartDate)}
        </Fact>
        <Fact label={t('detail.frequency')}>
          {format.frequency(h.collectFrequencyType, h.collectFrequencyNumber)}
        </Fact>
        <Fact label={t('fields.calculatedFrequency')}>
          {h.calculatedFrequency === undefined
            ? undefined
            : t('everyDays', { count: h.calculatedFrequency })}
        </Fact>
        <Fact label={t('detail.storageCapacity')}>{format.litres(h.storageCapacity)}</Fact>
        <Fact label={t('columns.netAmount')}>{format.tnd(h.netAmount)}</Fact>
        <Fact label={t('fields.latestTankAssignment')}>{h.latestTankAssignment}</Fact>
        <Fact label={t('fields.latestTankAssignmentDate')}>
          {format.day(h.latestTankAssignmentDate)}
        </Fact>
      </SummarySection>
    </Stack>
  );
}
