import type { OriginRegisterEntry } from '@generated/model';
import { left, type CsvTable, type FieldKit } from '@/components/record/field-table';

type Kit = FieldKit<'originRegister'>;

const yesNo = (value: boolean | null, { t }: Kit) =>
  value === null ? '' : t(value ? 'yes' : 'no');

/**
 * The register's CSV, column by column: every property of the contract's entry, so that a
 * property added to the contract does not compile until it is handled. The period's end and the
 * seed are in the headers, so that the file says what it is.
 */
export const registerCsv = ({ to, seed }: { to: string; seed: number }) =>
  ({
    number: { header: ({ t }) => t('columns.number'), value: (e) => e.number },
    name: { header: ({ t }) => t('columns.name'), value: (e) => e.name },
    category: {
      header: ({ t }) => t('columns.category'),
      value: (e, { t }) => t(`category.${e.category}`),
    },
    governorate: { header: ({ t }) => t('columns.governorate'), value: (e) => e.governorate.name },
    zone: { header: ({ t }) => t('columns.zone'), value: (e) => e.zone?.name },
    declarationState: {
      header: ({ t }) => t('columns.declaration', { to }),
      value: (e, { t }) => t(`state.${e.declarationState}`),
    },
    signedOn: { header: ({ t }) => t('columns.signedOn'), value: (e) => e.signedOn },
    overTenTonnes: {
      header: ({ t }) => t('columns.overTenTonnes'),
      value: (e, kit) => yesNo(e.overTenTonnes, kit),
    },
    animalFat: {
      header: ({ t }) => t('columns.animalFat'),
      value: (e, kit) => yesNo(e.animalFat, kit),
    },
    nonCompliance: {
      header: ({ t }) => t('columns.nonComplianceSince'),
      value: (e) => e.nonCompliance?.since,
    },
    nonComplianceReason: {
      header: ({ t }) => t('columns.nonComplianceReason'),
      value: (e) => e.nonCompliance?.reason,
    },
    isccReference: {
      header: ({ t }) => t('columns.isccReference'),
      value: (e) => e.nonCompliance?.isccReference,
    },
    litres: {
      header: ({ t }) => t('columns.litres'),
      value: (e, { format }) => format.plain(e.litres),
    },
    kg: { header: ({ t }) => t('columns.kg'), value: (e, { format }) => format.plain(e.kg) },
    sampleRank: {
      header: ({ t }) => t('columns.sampleRank', { seed }),
      value: (e) => e.sampleRank,
    },
    id: left('internal'),
  }) satisfies CsvTable<
    'originRegister',
    OriginRegisterEntry,
    'nonComplianceReason' | 'isccReference'
  >;
