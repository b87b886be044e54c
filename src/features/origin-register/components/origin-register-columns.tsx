import { Stack, Text } from '@chakra-ui/react';
import type { OriginRegisterEntry, RegisterDeclarationState } from '@generated/model';
import { atLeast, nowrap } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { csvColumnsOf, useFieldKit } from '@/components/record/field-table';
import { registerCsv } from '../fields';

/** The status badges' colours by meaning: valid green, expired red, missing orange (to do). */
const stateColour: Record<RegisterDeclarationState, 'green' | 'red' | 'orange'> = {
  VALID: 'green',
  EXPIRED: 'red',
  MISSING: 'orange',
};

/** A state as the status badges look (their global styles, `status-badge.tsx`). */
const stateBadge = (state: RegisterDeclarationState, text: string) => (
  <span className="chakra-badge" data-status-badge="" data-palette={stateColour[state]}>
    {text}
  </span>
);

/**
 * The register's table (the sample's starts with the rank) and its CSV columns, for the
 * period's end and the seed that the CSV's headers name.
 */
export function useRegisterColumns(register: { to: string; seed: number } | undefined) {
  const kit = useFieldKit('originRegister');
  const { t, format } = kit;
  const to = register?.to ?? '';
  const seed = register?.seed ?? 0;
  const yesNo = (value: boolean | null) => (value === null ? '—' : t(value ? 'yes' : 'no'));
  const columns: Column<OriginRegisterEntry>[] = [
    { key: 'number', header: t('columns.number'), cell: (e) => nowrap(e.number) },
    { key: 'name', header: t('columns.name'), cell: (e) => atLeast('10rem', e.name) },
    {
      key: 'category',
      header: t('columns.category'),
      cell: (e) => t(`category.${e.category}`),
      // Secondary on a laptop: the declaration, the answers and the litres stay in sight.
      hideBelow: '72rem',
    },
    {
      key: 'place',
      header: `${t('columns.governorate')} / ${t('columns.zone')}`,
      cell: (e) => (
        <Stack gap="0">
          <Text as="span">{e.governorate.name}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {e.zone?.name ?? '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'declaration',
      header: t('columns.declaration', { to: to && format.day(to) }),
      cell: (e) => (
        <Stack gap="0" align="start">
          {stateBadge(e.declarationState, t(`state.${e.declarationState}`))}
          {e.signedOn && (
            <Text as="span" fontSize="xs" color="fg.muted" data-nowrap="">
              {format.day(e.signedOn)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'overTenTonnes',
      header: t('columns.overTenTonnes'),
      cell: (e) => yesNo(e.overTenTonnes),
    },
    { key: 'animalFat', header: t('columns.animalFat'), cell: (e) => yesNo(e.animalFat) },
    {
      key: 'nonCompliance',
      header: t('columns.nonCompliance'),
      cell: (e) =>
        e.nonCompliance ? (
          <Stack gap="0" minW="8rem">
            <Text as="span" color="fg.error" fontWeight="medium">
              {e.nonCompliance.isccReference}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {t('since', { date: format.day(e.nonCompliance.since) })} — {e.nonCompliance.reason}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      // Litres, and their mass below: one column keeps the table within a laptop's width.
      key: 'collected',
      header: `${t('columns.litres')} / ${t('columns.kg')}`,
      cell: (e) => (
        <Stack gap="0" align="end">
          {nowrap(format.litres(e.litres))}
          <Text as="span" fontSize="xs" color="fg.muted" data-nowrap="">
            {format.number(e.kg)}&nbsp;kg
          </Text>
        </Stack>
      ),
      numeric: true,
    },
  ];
  const rank: Column<OriginRegisterEntry> = {
    key: 'rank',
    header: t('columns.rank'),
    cell: (e) => e.sampleRank,
    numeric: true,
  };
  const csv = csvColumnsOf(registerCsv({ to, seed }), kit, {});
  return {
    columns,
    sampleColumns: [rank, ...columns],
    csvColumns: csv,
    // The sample's file leads with its rank (the last column of the register's).
    sampleCsvColumns: [csv.at(-1)!, ...csv.slice(0, -1)],
  };
}
