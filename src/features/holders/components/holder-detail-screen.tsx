import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Pencil, SearchX, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetHolder } from '@generated/api/holders/holders';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/format';
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
  const { t: tc } = useTranslation();
  const format = useFormat();
  const mayRead = useCan('holder', 'READ');
  const mayUpdate = useCan('holder', 'UPDATE');
  const [editing, setEditing] = useState(false);
  const query = useGetHolder(id, { query: { enabled: mayRead } });

  if (!mayRead) return <Denied />;
  if (query.isPending) {
    return (
      <Stack gap="5" aria-busy="true" aria-label={t('detail.loading')}>
        <Skeleton height="8" width="60%" />
        <Skeleton height="48" />
        <Skeleton height="48" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error.status === 404;
    return (
      <StatusPage
        icon={missing ? <SearchX /> : <TriangleAlert />}
        title={missing ? t('detail.notFoundTitle') : t('detail.errorTitle')}
        description={missing ? t('detail.notFound') : query.error.message}
      >
        {missing ? (
          <Button asChild colorPalette="brand" variant="outline">
            <Link to={paths.main.holders.list}>{t('detail.backToList')}</Link>
          </Button>
        ) : (
          <Button colorPalette="brand" variant="outline" onClick={() => void query.refetch()}>
            {tc('actions.retry')}
          </Button>
        )}
      </StatusPage>
    );
  }

  const holder = query.data;
  return (
    <>
      <PageHeader
        title={holder.name}
        crumbs={[{ label: t('title'), to: paths.main.holders.list }, { label: holder.name }]}
        actions={
          mayUpdate &&
          !editing && (
            <Button colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden /> {tc('actions.edit')}
            </Button>
          )
        }
      />
      <Text fontSize="sm" color="fg.muted" mt="-4" mb="5">
        {t('detail.updatedAt', { date: format.moment(holder.updatedAt) })}
      </Text>
      {editing ? (
        <HolderEdit
          holder={holder}
          onDone={() => setEditing(false)}
          reload={async () => (await query.refetch()).data}
        />
      ) : (
        <>
          <HolderSummary holder={holder} />
          {history}
        </>
      )}
    </>
  );
}
