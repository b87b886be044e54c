import { Stack } from '@chakra-ui/react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetHolder } from '@generated/api/holders/holders';
import type { Holder } from '@generated/model';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { mayChangeHolder } from '@/lib/access/policy';
import { useFormat } from '@/lib/format';
import { useCaller } from '@/lib/permissions';
import { holderList } from '@/config/lists';
import { DeclarationCard } from './declaration-card';
import { NonComplianceBanner } from './non-compliance';
import { HolderSummary } from './holder-summary';
import { holderWriters } from '../fields';

// The form's code (zod, React Hook Form, the pickers) once "Edit" is chosen.
const HolderForm = lazy(() => import('./holder-form').then((m) => ({ default: m.HolderForm })));

interface HolderDetailProps {
  id: string;
  /** What other modules know of the holder (its vouchers, its tours), under the read-only view. */
  history?: ReactNode;
}

/** One holder: read-only first, the form after "Edit" for those who may update it. */
export function HolderDetailScreen({ id, history }: HolderDetailProps) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const caller = useCaller();
  const record = useRecord<Holder>(holderList, useGetHolder, id);
  const holder = record.query.data;
  return (
    <RecordDetail
      {...record}
      // A company's account edits only its own company's holders.
      mayUpdate={!!caller && !!holder && mayChangeHolder(caller, holder)}
      texts={{ notFoundMessage: t('detail.notFound'), loadError: t('detail.errorTitle') }}
      title={(holder) => holder.name}
      note={(holder) => t('detail.updatedAt', { date: format.moment(holder.updatedAt) })}
      edit={(holder, form) => <HolderForm holder={holder} {...form} />}
      history={{ recordKind: 'holder', writers: holderWriters }}
    >
      {(holder) => (
        <>
          <Stack gap="5">
            <NonComplianceBanner holder={holder} />
            <HolderSummary holder={holder} />
            <DeclarationCard holder={holder} />
          </Stack>
          {history}
        </>
      )}
    </RecordDetail>
  );
}
