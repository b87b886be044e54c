import { HStack, Link, SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Subcontractor } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';
import { Fact, Facts } from '@/components/layout/facts';
import { paths } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { ExpiredBadge } from './contract-end';

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
  const { user } = s;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title={t('sections.account')}>
          <Fact label={t('fields.firstName')}>{user.firstName}</Fact>
          <Fact label={t('fields.lastName')}>{user.lastName}</Fact>
          <Fact label={t('fields.email')}>
            {user.email && (
              <Link href={`mailto:${user.email}`} color="brand.fg" wordBreak="break-all">
                {user.email}
              </Link>
            )}
          </Fact>
          <Fact label={t('fields.phoneNumber')}>
            {user.phoneNumber && (
              <Link href={`tel:${user.phoneNumber.replace(/\s/g, '')}`} color="brand.fg">
                {user.phoneNumber}
              </Link>
            )}
          </Fact>
          <Fact label={t('fields.cin')}>{user.cin}</Fact>
        </Section>
        <Section title={t('sections.company')}>
          <Fact label={t('fields.companyName')}>{s.companyName}</Fact>
          <Fact label={t('detail.contract')}>
            <HStack gap="2" wrap="wrap">
              <span>
                {t('detail.contractFrom', {
                  start: format.day(s.contractStartDate),
                  end: format.day(s.contractEndDate),
                })}
              </span>
              <ExpiredBadge contractEndDate={s.contractEndDate} />
            </HStack>
          </Fact>
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
        <Section title={t('sections.area')}>
          <Fact label={t('fields.zone')}>{s.zone.name}</Fact>
          <Fact label={t('fields.relayDepot')}>
            <Link asChild color="brand.fg">
              <RouterLink to={paths.main.relayDepots.detail(s.relayDepot.id)}>
                {s.relayDepot.name} · {s.relayDepot.code}
              </RouterLink>
            </Link>
          </Fact>
        </Section>
        <Section title={t('sections.capacities')}>
          <Fact label={t('fields.collectionCapacity')}>
            {format.litresPerMonth(s.collectionCapacity)}
          </Fact>
          <Fact label={t('fields.assignedTankCapacity')}>
            {format.litres(s.assignedTankCapacity)}
          </Fact>
          <Fact label={t('fields.fleetSize')}>{t('vehicles', { count: s.fleetSize })}</Fact>
          <Fact label={t('detail.vehicles')}>
            {s.vehicleCapacities.length === 0 ? undefined : (
              <Stack gap="2">
                <Wrap gap="2" asChild>
                  <ul aria-label={t('fields.vehicleCapacities')}>
                    {s.vehicleCapacities.map((capacity, index) => (
                      <li key={index}>
                        <Tag.Root colorPalette="brand" variant="subtle">
                          <Tag.Label>{format.litres(capacity)}</Tag.Label>
                        </Tag.Root>
                      </li>
                    ))}
                  </ul>
                </Wrap>
                <Text fontSize="sm" color="fg.muted">
                  {t('detail.fleetUsage', {
                    count: s.vehicleCapacities.length,
                    fleet: t('vehicles', { count: s.fleetSize }),
                  })}
                </Text>
              </Stack>
            )}
          </Fact>
        </Section>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.updatedAt', { date: format.moment(s.updatedAt) })}
      </Text>
    </Stack>
  );
}
