import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Subcontractor } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';
import { Fact, Facts } from '@/components/layout/facts';
import { TableFacts, useFieldKit } from '@/components/record/field-table';
import { paths } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { subcontractorSummary, type SubcontractorSection } from '../fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailCard title={title}>
      <Facts>{children}</Facts>
    </DetailCard>
  );
}

interface SubcontractorSummaryProps {
  subcontractor: Subcontractor;
  /** The managing company, once its record is loaded. */
  manager?: { id: string; companyName: string };
}

/** A company read-only, in the form's four groups. */
export function SubcontractorSummary({ subcontractor: s, manager }: SubcontractorSummaryProps) {
  const { t } = useTranslation('subcontractors');
  const format = useFormat();
  const kit = useFieldKit('subcontractors');
  const labels = t('fields', { returnObjects: true });
  const facts = (section: SubcontractorSection) => (
    <TableFacts
      table={subcontractorSummary}
      section={section}
      record={s}
      kit={kit}
      labels={labels}
    />
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title={t('sections.account')}>{facts('account')}</Section>
        <Section title={t('sections.company')}>
          {facts('company')}
          <Fact label={t('detail.manager')}>
            {s.managerSubcontractorId &&
              (manager ? (
                <Link asChild color="brand.fg">
                  <RouterLink to={paths.main.subcontractors.detail(manager.id)}>
                    {manager.companyName}
                  </RouterLink>
                </Link>
              ) : (
                '…'
              ))}
          </Fact>
        </Section>
        <Section title={t('sections.area')}>{facts('area')}</Section>
        <Section title={t('sections.capacities')}>{facts('capacities')}</Section>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.moment(s.updatedAt) })}
      </Text>
    </Stack>
  );
}
