import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetHolder } from '@generated/api/holders/holders';
import { RecordDetail } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { HolderEdit } from './holder-edit';
import { HolderSummary } from './holder-summary';

interface HolderDetailProps {
  id: string;
  /** What other modules know of the holder (its vouchers, its tours), under the read-only view. */
  history?: ReactNode;
}

/** One holder: read-only first, the form after "Edit" for those who may update. */
export function HolderDetailScreen({ id, history }: HolderDetailProps) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const mayRead = useCan('holder', 'READ');
  const mayUpdate = useCan('holder', 'UPDATE');
  const query = useGetHolder(id, { query: { enabled: mayRead } });
  const detail = t('detail', { returnObjects: true });
  return (
    <RecordDetail
      query={query}
      mayRead={mayRead}
      mayUpdate={mayUpdate}
      list={paths.main.holders.list}
      texts={{
        ...detail,
        list: t('title'),
        notFoundMessage: detail.notFound,
        loadError: detail.errorTitle,
      }}
      title={(holder) => holder.name}
      note={(holder) => t('detail.updatedAt', { date: format.moment(holder.updatedAt) })}
      // The holder's save says "saved" itself.
      edit={({ record, done, reload }) => (
        <HolderEdit holder={record} onDone={done} reload={reload} />
      )}
    >
      {(holder) => (
        <>
          <HolderSummary holder={holder} />
          {history}
        </>
      )}
    </RecordDetail>
  );
}
